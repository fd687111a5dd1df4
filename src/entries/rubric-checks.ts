// The ten checks of the design note's rubric (0-100). Each reads the facts, says what it found
// and what is missing, and keeps the evidence it scored.
import { describeAge } from './age-range.ts';
import { readChildrenSizes } from './children-sizes.ts';
import type { ClassifiedListing } from './classify.ts';
import type { HtsAgeBand } from './hts-age.ts';
import { citationCovers } from './citations.ts';
import { STATUTORY_WARNINGS } from './choking-warnings.ts';
import { outcome, type CheckOutcome } from './rubric-types.ts';
import type { AgeRange, Evidence, Fact, ProductFacts } from './types.ts';
import { warningNeeds } from './warning-needs.ts';
import { expectedCitations } from './applicable-rules.ts';

export const CAP_MISSING_CHOKING_WARNING = 49;
export const CAP_CHILDRENS_WITHOUT_LAB = 69;
const DAY_MS = 86_400_000;

const ev = <T>(facts: Fact<T>[], n = 2): Evidence[] => facts.slice(0, n).map((f) => f.evidence);
const listed = (items: string[]) => items.join(', ');

export function identityCheck(f: ProductFacts): CheckOutcome {
  const idFacts = [...f.model, ...f.sku];
  let earned = 0;
  const found: string[] = [];
  const missing: string[] = [];
  if (f.name.length > 0) { earned += 5; found.push(`name "${f.name[0].value}"`); } else missing.push('a product name');
  if (idFacts.length > 0) { earned += 5; found.push(`${f.model.length > 0 ? 'model/MPN' : 'SKU'} ${idFacts[0].value}`); } else missing.push('a model number, MPN or SKU');
  if (f.gtin.length > 0) { earned += 5; found.push(`${f.gtin[0].value.format} ${f.gtin[0].value.gtin} (check digit verified)`); } else missing.push('a GTIN with a valid check digit');
  const rejected = f.rejected_identifiers.map((r) => `"${r.value}" offered as a GTIN is not one (${r.reason})`);
  const message = [
    found.length ? `Found ${listed(found)}.` : 'No product identity found.',
    missing.length ? `Not shown: ${listed(missing)}.` : '',
    ...rejected.slice(0, 2),
  ].filter(Boolean).join(' ');
  return {
    check: outcome('product_identity', 15, earned, message, 'eFiling element 1 (16 CFR 1110, 90 FR 1800)',
      [...ev(f.name, 1), ...ev(idFacts, 1), ...ev(f.gtin, 1), ...f.rejected_identifiers.slice(0, 2).map((r) => r.evidence)]),
  };
}

export function manufacturerCheck(f: ProductFacts): CheckOutcome {
  const who = f.manufacturer.length > 0 ? f.manufacturer : f.brand;
  let earned = 0;
  const parts: string[] = [];
  if (f.manufacturer.length > 0) {
    earned += 5;
    parts.push(`Manufacturer: ${who[0].value}${who[0].value.endsWith('.') ? '' : '.'}`);
  } else if (who.length > 0) {
    // A brand is not the manufacturer: eFiling names the maker (name, address, contact).
    parts.push(`No manufacturer named: the brand ${who[0].value} is not the manufacturer.`);
  } else parts.push('No manufacturer or brand named.');
  if (f.manufacturer_address.length > 0) {
    earned += 5;
    parts.push(`Address: ${f.manufacturer_address[0].value}.`);
  } else parts.push('No manufacturer address.');
  if (f.manufacturer_contact.length > 0) parts.push(`Contact: ${f.manufacturer_contact[0].value}.`);
  return {
    check: outcome('manufacturer_identity', 10, earned, parts.join(' '), 'eFiling element 5 (the manufacturer\'s name, address and contact)',
      [...ev(who, 1), ...ev(f.manufacturer_address, 1), ...ev(f.manufacturer_contact, 1)]),
  };
}

export function originCheck(f: ProductFacts, distinctCountries: string[]): CheckOutcome {
  if (f.country_of_origin.length === 0) {
    return { check: outcome('place_of_manufacture', 8, 0, 'No country of origin on the listing.', 'eFiling element 5 (place of manufacture)', []) };
  }
  const message = distinctCountries.length > 1
    ? `The listing gives different countries of origin: ${listed(distinctCountries)}.`
    : `Country of origin: ${distinctCountries[0] ?? f.country_of_origin[0].value}.`;
  return {
    check: outcome('place_of_manufacture', 8, distinctCountries.length > 1 ? 4 : 8, message, 'eFiling element 5 (place of manufacture)', ev(f.country_of_origin, 3)),
  };
}

function overlapsHtsBand(age: AgeRange, band: HtsAgeBand): boolean {
  const min = age.min_years ?? 0;
  const max = age.max_years ?? Infinity;
  if (band === 'under_3') return min < 3;
  if (band === '3_to_12') return max >= 3 && min <= 12 && min >= 3;
  return min >= 13;
}

export function ageCheck(f: ProductFacts, l: ClassifiedListing): CheckOutcome {
  const citation = '15 U.S.C. 2052(a)(2); 16 CFR 1501';
  const { childrens_product } = l.classification;
  if (childrens_product === false && !l.age) {
    return { check: outcome('age_grade', 12, 12, 'Not a children\'s product on the evidence; no age grade needed.', citation, l.htsAge ? [l.htsAge.evidence] : [], true) };
  }
  if (!l.age) {
    // The check's status says "missing"; the message says what, without repeating it. An HTS
    // suffix that implies an age band is said beside it: it is the importer's classification,
    // not an age grade the listing shows a buyer.
    const why = childrens_product ? 'The listing shows no age grade for this children\'s product' : 'The listing shows no age grade, so whether this is a children\'s product cannot be told from the page';
    const hts = l.htsAge ? ` (its HTS code ${l.htsAge.evidence.snippet} implies an age band; say it on the listing)` : '';
    // The EU "not under 36 months" warning says who must not have the toy, not whom it is for.
    const warned = f.age_warnings.length > 0 ? ' The page shows the EU small-parts warning (not for children under 3), which is a warning, not an age grade.' : '';
    // Garments state their age through sizes: an age derived from the size table is half the
    // credit of a stated grade (the table is a common retail one, and sizes are not ages).
    const sized = l.sizes && childrens_product;
    if (sized) {
      const sizeEvidence = f.audience_words.find((w) => readChildrenSizes(w.value) !== null) ?? f.age_from_sizes[0];
      return {
        check: outcome('age_grade', 12, 6,
          `No age grade; its sizes ${l.sizes!.sizes.join(', ')} mean ages ${describeAge(l.sizes!.age)} by the size table (data/cpsc/children-sizes.csv): an age derived from sizes, weaker than a stated grade.${hts}${warned}`,
          citation, [...(sizeEvidence ? [sizeEvidence.evidence] : []), ...(l.htsAge ? [l.htsAge.evidence] : [])]),
      };
    }
    return { check: outcome('age_grade', 12, 0, `${why}${hts}.${warned}`, citation, [...ev(f.audience_words, 1), ...ev(f.age_warnings, 1), ...(l.htsAge ? [l.htsAge.evidence] : [])]) };
  }
  const evidence: Evidence[] = [l.ageEvidence!];
  const notes: string[] = [`Age grade: ${describeAge(l.age)}.`];
  let earned = 8;
  if (l.htsAge) {
    evidence.push(l.htsAge.evidence);
    if (overlapsHtsBand(l.age, l.htsAge.band)) { earned += 2; notes.push('Agrees with the HTS statistical suffix.'); }
    else notes.push(`Disagrees with the HTS statistical suffix (${l.htsAge.evidence.snippet}).`);
  } else {
    earned += 2;
    notes.push('No HTS toy suffix to compare.');
  }
  const underThree = l.age.max_years !== null && l.age.max_years < 3;
  // The balloon statement warns children under 8; it says nothing of small parts (16 CFR 1501.3(a) exempts balloons).
  const underThreeWarnings = f.choking_warnings.filter((w) => w.kind !== 'balloons');
  if (underThree && underThreeWarnings.length > 0) {
    notes.push('Graded under 3 while the listing warns "Not for children under 3 yrs."');
    evidence.push(underThreeWarnings[0].evidence);
  } else earned += 2;
  return { check: outcome('age_grade', 12, earned, notes.join(' '), citation, evidence) };
}

export function chokingCheck(f: ProductFacts, l: ClassifiedListing): CheckOutcome {
  const citation = '15 U.S.C. 1278 (FHSA sec. 24); 16 CFR 1500.19, 1500.20';
  const needs = warningNeeds(f, l);
  const shown = f.choking_warnings;
  const shownEvidence = shown.map((w) => w.evidence);
  if (needs.length === 0) {
    const message = shown.length > 0
      ? `No statement is required on the evidence; the listing shows ${shown.length} anyway.`
      : 'No small parts, small balls, marbles or balloons found in a children\'s toy (or latex balloons) on this listing.';
    return { check: outcome('choking_warnings', 15, 15, message, citation, shownEvidence, shown.length === 0) };
  }
  const missing = needs.filter((n) => n.certainty === 'required' && !shown.some((w) => n.accepts.includes(w.kind)));
  const possible = needs.filter((n) => n.certainty === 'possible' && !shown.some((w) => n.accepts.includes(w.kind)));
  const far = shown.filter((w) => !w.near_buy_control && needs.some((n) => n.accepts.includes(w.kind)));
  const evidence = [...needs.map((n) => n.evidence), ...shownEvidence].slice(0, 5);
  if (missing.length > 0) {
    const names = missing.map((n) => `${n.label} (${n.citation}: "${STATUTORY_WARNINGS[n.accepts[0]]}")`);
    return {
      check: outcome('choking_warnings', 15, 0, `Required, not shown: ${listed(names)}.`, citation, evidence),
      cap: { limit: CAP_MISSING_CHOKING_WARNING, reason: `required choking warning missing: ${listed(missing.map((n) => n.label))} (${listed(missing.map((n) => n.citation))}; 16 CFR 1500.20 for internet ads)` },
    };
  }
  const notes: string[] = [`Required statements shown: ${listed(needs.filter((n) => n.certainty === 'required').map((n) => n.label)) || 'none certain'}.`];
  let earned = 15;
  if (far.length > 0) {
    earned = 8;
    notes.push(`Not on or immediately adjacent to the buy control: ${listed(far.map((w) => w.kind))}${f.buy_controls_found === 0 ? ' (no buy control found on the page)' : ''}.`);
  }
  if (possible.length > 0) {
    earned = Math.min(earned, 8);
    notes.push(`Possibly required: ${listed(possible.map((n) => n.label))}: the page does not give the ball's size.`);
  }
  return { check: outcome('choking_warnings', 15, earned, notes.join(' '), citation, evidence) };
}

export function rulesCheck(f: ProductFacts, l: ClassifiedListing): CheckOutcome {
  const citation = 'eFiling element 2; 15 U.S.C. 2063(a)(1)(B); CPSIA 103(c)';
  const cited = [...new Set(f.cited_rules.map((c) => c.value))];
  // The rules table's answer for this product (applicable-rules.ts): each of `all`, one of `oneOf`.
  const { all, oneOf } = expectedCitations(l.classification.applicable_rules);
  const claims = [...new Set(f.claims.map((c) => c.value))];
  const claimNote = claims.length > 0 ? ` ${listed(claims.map((c) => `"${c}"`))} is a claim, not evidence (CPSIA 103(c)).` : '';
  const evidence = [...ev(f.cited_rules, 4), ...ev(f.claims, 1)];
  if (all.length === 0 && oneOf.length === 0) {
    if (cited.length > 0) return { check: outcome('cited_rules', 12, 12, `Cites ${listed(cited)}.${claimNote}`, citation, evidence) };
    return { check: outcome('cited_rules', 12, 0, `No CPSC rule cited, and no category was identified to say which rules apply.${claimNote}`, citation, evidence) };
  }
  const covers = (r: string) => cited.some((c) => citationCovers(c, r));
  const covered = all.filter(covers);
  const missing = all.filter((r) => !covered.includes(r));
  const alternative = oneOf.find(covers);
  const parts = all.length + (oneOf.length > 0 ? 1 : 0);
  const earned = (12 * (covered.length + (alternative ? 1 : 0))) / parts;
  const expectation = [all.length > 0 ? listed(all) : '', oneOf.length > 0 ? `one of ${listed(oneOf)}` : ''].filter(Boolean).join('; and ');
  const shown = [...covered, ...(alternative ? [alternative] : [])];
  const notCited = [...missing, ...(oneOf.length > 0 && !alternative ? [`one of ${listed(oneOf)}`] : [])];
  const message = `Expected for ${l.classification.category ?? 'a children\'s product'}: ${expectation}. ` +
    (shown.length > 0 ? `Cited: ${listed(shown)}.` : 'None cited.') +
    (shown.length > 0 && notCited.length > 0 ? ` Not cited: ${listed(notCited)}.` : '') + claimNote;
  return { check: outcome('cited_rules', 12, earned, message, citation, evidence) };
}

function parseDate(text: string): number | null {
  const t = Date.parse(/^\d{4}-\d{2}$/.test(text) ? `${text}-01` : text);
  return Number.isFinite(t) ? t : null;
}

export function labCheck(f: ProductFacts, l: ClassifiedListing, now: Date): CheckOutcome {
  const citation = 'CPSA 14(a)(2); 16 CFR 1107; eFiling elements 6 and 7';
  const named = f.labs.find((x) => x.value.name);
  const withId = f.labs.find((x) => x.value.cpsc_lab_id);
  let earned = 0;
  const notes: string[] = [];
  if (named) { earned += 4; notes.push(`Lab: ${named.value.name}.`); } else notes.push('No lab named.');
  if (withId) { earned += 3; notes.push(`CPSC lab ID ${withId.value.cpsc_lab_id} (its form only: whether CPSC accepts the lab cannot be confirmed from a listing).`); } else notes.push('No CPSC lab ID.');
  const date = f.test_dates[0];
  if (date) {
    const t = parseDate(date.value);
    if (t === null) { earned += 2; notes.push(`Test date "${date.value}" (not a date that can be checked).`); }
    else if (now.getTime() - t <= 366 * DAY_MS) { earned += 3; notes.push(`Test date ${date.value}, within a year.`); }
    else { earned += 1; notes.push(`Test date ${date.value} is more than a year old.`); }
  } else notes.push('No test date.');
  const evidence = [...(named ? [named.evidence] : []), ...(withId && withId !== named ? [withId.evidence] : []), ...ev(f.test_dates, 1)];
  const check = outcome('lab_evidence', 10, earned, notes.join(' '), citation, evidence);
  const cap = l.classification.childrens_product === true && !named && !withId
    ? { limit: CAP_CHILDRENS_WITHOUT_LAB, reason: 'children\'s product without third-party lab evidence (CPSA 14(a)(2); 16 CFR 1107)' }
    : undefined;
  return { check, cap };
}

export function certificateCheck(f: ProductFacts): CheckOutcome {
  const citation = '16 CFR 1110';
  const strong = f.certificates.find((c) => c.value.url || c.value.identifier);
  const anyRef = f.certificates[0];
  if (strong) {
    const v = strong.value;
    const what = v.kind === 'registry' ? `Product Registry reference ${v.identifier}` : `${v.kind === 'unspecified' ? 'certificate' : v.kind}${v.identifier ? ` ${v.identifier}` : ''}${v.url ? ` at ${v.url}` : ''}`;
    return { check: outcome('certificate', 8, 8, `The seller shows a ${what}. (Shown by the seller; not checked or issued here.)`, citation, ev(f.certificates, 2)) };
  }
  if (anyRef) return { check: outcome('certificate', 8, 4, 'A certificate is mentioned but neither linked nor identified.', citation, [anyRef.evidence]) };
  return { check: outcome('certificate', 8, 0, 'No certificate (CPC/GCC) linked or referenced, and no Product Registry reference.', citation, []) };
}

export function manufactureDateCheck(f: ProductFacts): CheckOutcome {
  const citation = 'eFiling element 5 (date of manufacture)';
  if (f.production_date.length > 0) {
    const batch = f.batch.length > 0 ? ` Batch: ${f.batch[0].value}.` : '';
    return { check: outcome('manufacture_date', 5, 5, `Date of manufacture: ${f.production_date[0].value}.${batch}`, citation, [...ev(f.production_date, 1), ...ev(f.batch, 1)]) };
  }
  if (f.batch.length > 0) return { check: outcome('manufacture_date', 5, 3, `Batch ${f.batch[0].value}, but no date of manufacture.`, citation, ev(f.batch, 1)) };
  return { check: outcome('manufacture_date', 5, 0, 'No date of manufacture or batch.', citation, []) };
}

const DISCLOSURE_FOR_CATEGORY: Record<string, { id: string; citation: string }> = {
  sleepwear: { id: 'sleepwear flammability label', citation: '16 CFR 1615, 1616 (children\'s sleepwear)' },
  'bicycle helmets': { id: 'bicycle helmet certification label', citation: '16 CFR 1203' },
  mattresses: { id: 'mattress flammability label', citation: '16 CFR 1632, 1633' },
  'button and coin cells': { id: 'button/coin cell ingestion warning', citation: '16 CFR 1263' },
  magnets: { id: 'magnet ingestion warning', citation: '16 CFR 1262' },
  furniture: { id: 'tip-over warning', citation: '16 CFR 1261' },
};

export function disclosuresCheck(f: ProductFacts, l: ClassifiedListing): CheckOutcome {
  // The sleepwear label is the children's sleepwear standards' (1615, 1616): adults' sleepwear has none.
  const adultSleepwear = l.classification.category === 'sleepwear' && l.classification.childrens_product !== true;
  const expected = l.classification.category && !adultSleepwear ? DISCLOSURE_FOR_CATEGORY[l.classification.category] : undefined;
  if (!expected) {
    return { check: outcome('category_disclosures', 5, 5, `No category label expected${l.classification.category ? ` for ${l.classification.category}` : ''}.`, 'per category', [], true) };
  }
  const found = f.disclosures.filter((d) => d.value === expected.id);
  return {
    check: found.length > 0
      ? outcome('category_disclosures', 5, 5, `Shows the ${expected.id}.`, expected.citation, ev(found, 1))
      : outcome('category_disclosures', 5, 0, `No ${expected.id}, expected for ${l.classification.category}.`, expected.citation, []),
  };
}
