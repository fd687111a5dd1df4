// The verdict in the law's order (issue 39): bans and statutory violations before points, the
// requirements for "ready" beyond points, and the choking statements bounded by age as the
// statute and 16 CFR 1500.19 bound them. Each listing is written for the rule it probes; each test
// names its provision (quoted in data/cpsc/provisions.json).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assessReadiness, type ReadinessReport } from '../../src/entries/readiness.ts';

const NOW = new Date('2026-09-01T00:00:00Z');
const WARN = {
  small_parts: 'WARNING: CHOKING HAZARD -- Small parts. Not for children under 3 yrs.',
  balloons: 'WARNING: CHOKING HAZARD -- Children under 8 yrs. can choke or suffocate on uninflated or broken balloons. Adult supervision required. Keep uninflated balloons from children. Discard broken balloons at once.',
};

/** A listing that shows everything a certifier needs, except what `body` changes. */
function listing(name: string, body: string, opts: { evidence?: string } = {}): string {
  const evidence = opts.evidence ?? `<p>Tested to ASTM F963-23 (16 CFR 1250), lead content (CPSIA 101), lead in paint (16 CFR 1303) and phthalates (16 CFR 1307) by Example Testing Lab (CPSC-accepted lab ID 1234), test date 2026-05-02.</p>
    <p><a href="/cpc/ABC-1.pdf">Children's Product Certificate</a></p>`;
  return `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Product', name, sku: 'ABC-1', mpn: 'ABC-1', gtin13: '4006381333931',
    brand: 'Acme', manufacturer: { '@type': 'Organization', name: 'Acme Toys Ltd', address: '1 Harbour Rd, Ningbo, China' },
    countryOfOrigin: 'China', productionDate: '2026-03',
  })}</script></head><body><h1>${name}</h1>${body}${evidence}<button>Add to cart</button></body></html>`;
}

const ids = (r: ReadinessReport): string[] => r.blockers.map((b) => b.id);

test('16 CFR 1500.18(a)(9), 1501.1: a toy for babies from 12 months with small parts is banned: not_ready whatever the score', () => {
  const r = assessReadiness(listing('Wooden stacking toy', `<p>Ages 12 months and up.</p><p>The set includes small parts: twelve wooden pegs.</p><p>${WARN.small_parts}</p>`), { now: NOW });
  assert.equal(r.band, 'not_ready', `score ${r.score}: ${JSON.stringify(r.blockers)}`);
  const ban = r.blockers.find((b) => b.id === 'banned_small_parts_under_3');
  assert.ok(ban, JSON.stringify(r.blockers));
  assert.equal(ban.kind, 'ban');
  assert.match(ban.provision, /16 CFR 1500\.18\(a\)\(9\)/);
  assert.match(ban.quote ?? '', /banned hazardous substance any toy or other article intended for use by children under 3/);
});

test('16 CFR 1501.1: an age grade with only an upper bound of 2 years (schema.org suggestedMaxAge) is for under 3: banned, and no warning is asked for', () => {
  const html = `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Wooden stacking toy', audience: { '@type': 'PeopleAudience', suggestedMaxAge: 2 } })}</script></head>
    <body><h1>Wooden stacking toy</h1><p>The set includes small parts.</p><button>Add to cart</button></body></html>`;
  const r = assessReadiness(html, { now: NOW });
  assert.equal(r.band, 'not_ready');
  assert.ok(ids(r).includes('banned_small_parts_under_3'), JSON.stringify(ids(r)));
  assert.ok(!ids(r).includes('required_warning_missing'), 'a banned toy is not asked for the warning that would not make it lawful');
});

test('the small-ball ban (FHSA sec. 24; 16 CFR 1500.18(a)(17)): small balls for 18 months and up are not_ready', () => {
  const r = assessReadiness(listing('Baby bouncy balls', '<p>For ages 18 months and up. Each ball is 1.5 inches across.</p>'), { now: NOW });
  assert.equal(r.band, 'not_ready');
  assert.ok(ids(r).includes('banned_small_ball_under_3'), JSON.stringify(r.blockers));
});

test('the same stacking toy graded 3 and up is no ban (16 CFR 1501.2: intended for under 3 only)', () => {
  const r = assessReadiness(listing('Wooden stacking toy', `<p>Ages 3 and up.</p><p>The set includes small parts.</p><p>${WARN.small_parts}</p>`), { now: NOW });
  assert.ok(!ids(r).some((id) => id.startsWith('banned')), JSON.stringify(r.blockers));
});

test('16 CFR 1110, 1107: a children\'s toy with no certificate, no cited rule and a "lab" that is a name and a number is never ready', () => {
  const r = assessReadiness(listing('Wooden puzzle for kids', '<p>Ages 4 to 8 years.</p>', {
    evidence: '<p>Tested by Shenzhen Quality Testing Lab, lab no. 12345, test date 2026-05-02.</p>',
  }), { now: NOW });
  assert.equal(r.classification.childrens_product, true);
  assert.notEqual(r.band, 'ready', `score ${r.score}`);
  for (const id of ['no_certificate', 'rules_not_cited', 'no_plausible_lab_id']) assert.ok(ids(r).includes(id), `${id}: ${JSON.stringify(ids(r))}`);
  const lab = r.blockers.find((b) => b.id === 'no_plausible_lab_id')!;
  assert.match(lab.message, /"12345" is not of the form/);
  assert.match(lab.message, /cannot confirm that CPSC accepts the lab/);
});

test('with a certificate, the rules cited and a CPSC lab ID of four digits, the same toy is ready, and the answer says acceptance is not confirmed', () => {
  const r = assessReadiness(listing('Wooden puzzle for kids', '<p>Ages 4 to 8 years.</p>'), { now: NOW });
  assert.deepEqual(r.blockers, []);
  assert.equal(r.band, 'ready', `score ${r.score}`);
  assert.match(r.checks.find((c) => c.id === 'lab_evidence')!.message, /whether CPSC accepts the lab cannot be confirmed/);
});

test('15 U.S.C. 1278(b)(1): a small ball sold loose for ages 10+ still needs its warning (the statute states no upper age)', () => {
  const r = assessReadiness(listing('Super bouncy balls for kids, 12 pack', '<p>Ages 10 and up. Each ball is 32 mm across.</p>'), { now: NOW });
  assert.equal(r.band, 'not_ready');
  const v = r.blockers.find((b) => b.id === 'required_warning_missing');
  assert.ok(v, JSON.stringify(r.blockers));
  assert.equal(v.kind, 'statutory_violation');
  assert.match(v.provision, /15 U\.S\.C\. 1278\(b\)\(1\)/);
  assert.match(v.quote ?? '', /any ball with a diameter of 1\.75 inches or less intended for children 3 years of age or older/);
  assert.ok(r.caps.some((c) => c.limit === 49));
});

test('16 CFR 1500.19(b): a marble run for ages 8+ (a toy containing marbles, above 3 to under 8) is not capped for a marble warning', () => {
  const r = assessReadiness(listing('Marble run construction set', '<p>Ages 8 and up. Includes 20 glass marbles.</p>'), { now: NOW });
  assert.ok(!r.caps.some((c) => c.limit === 49), JSON.stringify(r.caps));
  assert.ok(!ids(r).includes('required_warning_missing'), JSON.stringify(r.blockers));
  assert.equal(r.checks.find((c) => c.id === 'choking_warnings')!.points_earned, 15);
});

test('15 U.S.C. 1278(b)(1): marbles sold loose for 8+ still need the marble warning', () => {
  const r = assessReadiness(listing('Glass marbles for kids, 50 pack', '<p>Ages 8 and up.</p>'), { now: NOW });
  assert.ok(ids(r).includes('required_warning_missing'), JSON.stringify(r.blockers));
  assert.equal(r.band, 'not_ready');
});

test('16 CFR 1501.3(a): latex balloons carrying their warning are not held to 16 CFR 1501 nor banned', () => {
  const r = assessReadiness(listing('Latex party balloons, 50 pack', `<p>${WARN.balloons}</p>`), { now: NOW });
  const rules = r.checks.find((c) => c.id === 'cited_rules')!;
  assert.doesNotMatch(rules.message, /1501/);
  assert.ok(!ids(r).some((id) => id.startsWith('banned')));
  assert.ok(!ids(r).includes('required_warning_missing'));
});

test('the balloon warning (16 CFR 1500.19(b)(2)) is not the under-3 small-parts statement: balloons graded 1-2 years are no age contradiction', () => {
  const r = assessReadiness(listing('Latex balloons', `<p>Ages 1-2 years.</p><p>${WARN.balloons}</p>`), { now: NOW });
  assert.doesNotMatch(r.checks.find((c) => c.id === 'age_grade')!.message, /warns "Not for children under 3/);
  assert.ok(!ids(r).some((id) => id.startsWith('banned')), JSON.stringify(r.blockers));
});
