// Facts read from visible text blocks: "Made in ...", age grades, cited rules and claims, lab
// names and CPSC lab IDs, test dates, certificate and registry references, batch and date of
// manufacture, the keeper of test records, category labels.
import { findAgeInText, findAgeWarning } from './age-range.ts';
import { findChildrenSize, readChildrenSizes } from './children-sizes.ts';
import { findClaims, findRuleCitations } from './citations.ts';
import { normaliseCountry } from './countries.ts';
import type { ProductText } from './hazards.ts';
import type { PageLink, TextBlock } from './page-scan.ts';
import { evidence, type Fact, type ProductFacts } from './types.ts';
import { MAX_FACT_BLOCKS } from './limits.ts';
import type { PageLimits } from '../html/page-limits.ts';

// The keyword in any case ("MADE IN USA", "Product of China"); the country must start with a capital and be a real one.
const MADE_IN = /\b(?:[Mm]ade|MADE|[Mm]anufactured|MANUFACTURED|[Aa]ssembled|ASSEMBLED|[Pp]roduced|PRODUCED)\s+(?:in|IN)\s+(?:the\s+|THE\s+)?([A-Z][A-Za-z.'’]*(?:\s+[A-Z][A-Za-z.'’]*){0,3})|\b(?:[Pp]roduct|PRODUCT)\s+(?:of|OF)\s+(?:the\s+|THE\s+)?([A-Z][A-Za-z.'’]*(?:\s+[A-Z][A-Za-z.'’]*){0,3})/g;
// Origins in other words: "Handmade in Peru by ...", "made by artisans in Ghana", "Hand-crafted in
// India", and the European "Made in" ("Fabriqué en France", "Hergestellt in Deutschland",
// "Fabricado en España", "Gemaakt in Nederland", "Prodotto in Italia"). The country as for MADE_IN:
// capitalised and a real one ("made by artisans in small batches" names none). "Designed in" is
// no origin and is not read.
// "Fatto a mano in Italia", "Hecho a mano en México", "Fabriqué à la main en France".
const BY_HAND = String.raw`(?:\s+(?:by hand|a mano|à mão|à la main|von [Hh]and|met de hand))?`;
const MADE_IN_OTHER_WORDS = new RegExp(String.raw`(?:\b(?:[Hh]and[- ]?made|HANDMADE|[Hh]and[- ]?(?:crafted|woven|knitted|sewn|stitched|painted|carved|loomed)|[Cc]rafted|[Ww]oven|[Kk]nitted|[Ss]ewn|[Mm]ade)(?:\s+by(?:\s+[\p{L}'’-]+){1,5}?)?\s+in\s+(?:the\s+)?|\b(?:[Ff]abriqu[ée]e?s?|[Ff]ait(?:e?s)?(?:\s+main)?|[Cc]onçue? et fabriqu[ée]e?s?)${BY_HAND}\s+(?:en|au|aux)\s+|\b(?:[Hh]ergestellt|[Pp]roduziert|[Gg]efertigt|[Hh]andgefertigt|[Hh]andgemacht)${BY_HAND}\s+in\s+|\b(?:[Ff]abricad[oa]s?|[Hh]ech[oa]s?|[Pp]roduzid[oa]s?|[Ff]eit[oa]s?)${BY_HAND}\s+(?:en|em|no|na)\s+|\b(?:[Gg]emaakt|[Gg]eproduceerd)${BY_HAND}\s+in\s+|\b(?:[Pp]rodott[oa]|[Ff]abbricat[oa]|[Ff]att[oa])${BY_HAND}\s+in\s+)(\p{Lu}[\p{L}.'’]*(?:\s+\p{Lu}[\p{L}.'’]*){0,3})`, 'gu');
// Its words, "made" only with "by" (a bare "Made in X" is MADE_IN's, on many more blocks).
const MAY_BE_MADE_IN_OTHER_WORDS = /hand|made by|craft|woven|knit|sewn|stitch|fabriqu|fait|hergestellt|produziert|gefertigt|gemacht|fabricad|hech|produzid|feit|gemaakt|geproduceerd|prodott|fabbricat|fatt/i;
const LAB_NAME = /\b((?:Intertek|SGS|Bureau Veritas|UL Solutions|Underwriters Laboratories|T[ÜU]V (?:Rheinland|S[ÜU]D)|Eurofins|QIMA)\b[A-Za-z .&-]{0,30}?|(?:[A-Z][\w&.'-]*\s+){1,5}(?:Testing\s+)?(?:Lab|Labs|Laboratory|Laboratories|Testing Centre|Testing Center))\b/g;
const LAB_ID = /\b(?:(CPSC)[\s-]*(?:accepted|recogni[sz]ed)?\s*)?(?:lab(?:oratory)?|test lab)\s*(?:ID|I\.D\.|#|no\.?|number)\s*[:#]?\s*(\d{3,5})\b/gi;
const CPSC_ACCEPTED = /\bCPSC[\s-]*(?:accepted|recogni[sz]ed)\b/i;
const DATE = String.raw`(\d{4}-\d{2}(?:-\d{2})?|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,2}\/\d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?\d{4})`;
const TEST_DATE = new RegExp(String.raw`\b(?:test(?:ed)?\s+(?:date|on)|date\s+of\s+(?:the\s+)?test(?:ing)?|testing\s+date)\s*[:\-]?\s*${DATE}`, 'gi');
const MADE_DATE = new RegExp(String.raw`\b(?:manufactured(?:\s+(?:on|in))?|date\s+of\s+manufacture|manufactur(?:e|ing)\s+date|production\s+date|produced(?:\s+(?:on|in))?|mfg\.?\s+date)\s*[:\-]?\s*${DATE}`, 'gi');
const BATCH = /\b(?:batch|lot)\s*(?:no\.?|number|#|code)?\s*[:#]?\s*([A-Z0-9][A-Z0-9./-]{2,30})/gi;
const CERTIFICATE = /\b(children'?s product certificate|general certificate of conformity|certificate of conformity|\bCPC\b|\bGCC\b)/gi;
const CERTIFICATE_ANY = new RegExp(CERTIFICATE.source, 'i');
const REGISTRY = /\bproduct registry\s*(?:id|reference|ref\.?|#|no\.?|number)?\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{3,})/gi;
// Who certifies: the importer of a product made abroad, or the domestic manufacturer (15 U.S.C.
// 2063(a)(1); the amended 16 CFR 1110's "finished product certifier"). "Certified by" alone is
// left out: pages use it of labs and marks.
const CERTIFIER = /\b(?:[Ii]mported\s+(?:into\s+the\s+(?:US|U\.S\.|United States)\s+)?by|IMPORTED\s+BY|(?:US\s+|U\.S\.\s+)?(?:[Ii]mporter|IMPORTER)(?:\s+of\s+record)?|(?:[Ff]inished\s+product\s+)?[Cc]ertifier|[Cc]ertificate\s+issued\s+by|[Cc]ertifying\s+(?:party|company))\s*[:\-]?\s*([A-Z][^.;\n]{2,80})/g;
// Where it was tested: "Tested in Shenzhen, China", "Place of testing: Dongguan, China".
const TEST_PLACE = /\b(?:[Tt]ested\s+(?:in|at)|[Pp]lace\s+of\s+test(?:ing)?|[Tt]est(?:ing)?\s+(?:location|place|site))\s*[:\-]?\s*([A-Z][A-Za-z'’.-]+(?:[ ,]+[A-Z][A-Za-z'’.-]+){0,4})/g;
const RECORDS = /\b(?:test\s+)?records\s+(?:are\s+)?(?:kept|maintained|held)\s+by\s*:?\s*([^.;]{3,80})|\brecords?\s+custodian\s*:?\s*([^.;]{3,80})/gi;

/** Category labels a certifier will look for on the listing (the design note's "category disclosures"). */
const DISCLOSURES: Array<{ id: string; pattern: RegExp }> = [
  // "Flame resistant", or the tight-fitting garment's "Wear snug-fitting, not flame resistant"
  // label; "not flame resistant" alone is no label (children's sleepwear must be flame resistant).
  { id: 'sleepwear flammability label', pattern: /(?<!\bnot\s{1,3})\bflame[\s-]resistant\b|\bsnug[\s-]?fitting\b|\btight[\s-]fitting\b/i },
  { id: 'not flame resistant statement', pattern: /\bnot\s+flame[\s-](?:resistant|retardant)\b|\bnon[\s-]flame[\s-](?:resistant|retardant)\b/i },
  { id: 'not-for-sleepwear disclaimer', pattern: /\b(?:not|never)\s+(?:be\s+)?(?:intended|meant|designed|suitable|recommended|to\s+be\s+(?:worn|used)|worn|used|for)\s+(?:(?:for|as)\s+)?(?:use\s+as\s+)?(?:children'?s\s+)?(?:sleepwear|sleeping|sleep|nightwear|pajamas|pyjamas)\b/i },
  { id: 'bicycle helmet certification label', pattern: /complies with (?:the )?(?:U\.?S\.? )?CPSC safety standard for bicycle helmets/i },
  { id: 'mattress flammability label', pattern: /\b16\s*CFR\s*(?:part\s*)?163[23]\b|meets the requirements of 16 CFR/i },
  { id: 'button/coin cell ingestion warning', pattern: /\b(?:button|coin)\s+(?:cell|batter(?:y|ies))\b[^.]{0,120}\b(?:swallow|ingest)/i },
  { id: 'magnet ingestion warning', pattern: /\bmagnets?\b[^.]{0,120}\b(?:swallow|ingest)/i },
  { id: 'tip-over warning', pattern: /\btip[\s-]?over\b|\banti[\s-]?tip\b|\banchor(?:ing)?\s+(?:kit|device|to (?:the )?wall)/i },
];

// The words each family of patterns cannot match without (case aside): one test spares a block
// the family's patterns, which ran on every block that passed TRIGGER (a page of warnings ran
// them all 6,000 times a MB for nothing).
const MAY_BE_MADE_IN = /made|manufactured|assembled|produced|product/i;
const MAY_BE_MADE_DATE = /manufactur|date|produc|mfg/i;

/** What the product has that decides whether a rule binds (data/cpsc/category-rules.csv conditions). */
const FEATURES: Array<{ id: string; pattern: RegExp }> = [
  { id: 'drawstring', pattern: /\bdraw[\s-]?(?:strings?|cords?)\b/i },
  { id: 'paint or surface coating', pattern: /\b(?:painted|hand[\s-]painted|paint(?:ed)? finish|lacquer(?:ed)?|varnish(?:ed)?|enamel(?:l?ed)?|surface coating|coated with)\b/i },
  { id: 'magnets', pattern: /\bmagnet(?:s|ic)?\b/i },
];

const MAX_FACTS_PER_KIND = 20;
const SIZE_NAMING_AGE = /^(?:(?:size|sizes|maat|gr[öo](?:ß|ss)e|taille|talla|tamanho|taglia)\s*[:：]\s*)?age\s*\d{1,2}(?:\s*(?:-|–|to)\s*\d{1,2})?(?:\s*(?:years|yrs))?$/i;

/** A children's size statement ("Toddler 2T-5T") also gives the ages its sizes mean: derived, marked so. */
function pushSizeAge(facts: ProductFacts, statement: string, ev: ReturnType<typeof evidence>): void {
  const read = readChildrenSizes(statement);
  if (read) push(facts.age_from_sizes, { value: { ...read.age, sizes: read.sizes }, evidence: ev });
}
// One cheap test per block before the patterns: most blocks (menus, footers) hold none of these words.
const TRIGGER = /\b(?:made|manufactur|handmade|hand[- ]?\w+ed|crafted|woven|knitted|sewn|fabriqu|fait|hergestellt|produziert|gefertigt|handgefertigt|handgemacht|fabricad|hech[oa]|produzid|feit[oa]|gemaakt|geproduceerd|prodott|fabbricat|fatt[oa]|assembled|produced|product|ages?\b|suitable|children|kids|youth|boys|girls|toddler|sizes?\b|enfants|kinder|niños|menores|bambini|crianças|years?\b|yrs|months?\b|ans\b|jahr|años|anni\b|anos\b|jaar\b|maanden|vanaf|\d\s*[ym]\s*\+|16\s*c|astm|cpsia|cpsc|fhsa|safety|compliant|certified|approved|tested|lab|test|batch|lot|certif|conformity|cpc|gcc|registry|records?|custodian|import|certifier|lead\b|15\s*u|flame|snug|tight|sleep|draw|paint|lacquer|varnish|enamel|coated|helmet|button|coin|magnet|tip|anti|anchor|meets|intertek|sgs|bureau|t[üu]v|eurofins|qima|ul\b|underwriters)/i;

function push<T>(list: Fact<T>[], item: Fact<T>): void {
  if (list.length < MAX_FACTS_PER_KIND) list.push(item);
}

/**
 * The match with some words either side. The window's edges move to word boundaries (a reader
 * quoting "esting Lab" cannot find it on the page), and an ellipsis marks each side cut.
 */
function around(text: string, match: string): string {
  const i = text.indexOf(match);
  if (i < 0 || text.length <= 150) return text;
  const end = i + match.length;
  let from = Math.max(0, i - 40);
  if (from > 0 && /\S/.test(text[from - 1]!)) {
    const space = text.slice(from, i).search(/\s/);
    from = space < 0 ? i : from + space + 1;
  }
  let to = Math.min(text.length, end + 60);
  if (to < text.length && /\S/.test(text[to]!)) {
    const space = text.slice(end, to).search(/\s\S*$/);
    to = space < 0 ? end : end + space;
  }
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}

/** `limits` hears of a page with more than MAX_FACT_BLOCKS blocks to read. */
export function readTextFacts(blocks: TextBlock[], links: PageLink[], facts: ProductFacts, limits?: PageLimits): void {
  // A kind holding MAX_FACTS_PER_KIND takes no more (push drops them), so its patterns are not run
  // again: on a page of thousands of blocks that name ages, origins or certificates, running
  // every pattern on every block, and building evidence that push then dropped, was most of the
  // readiness check (bench/hostile-pages.ts). Nothing else adds to these lists while this runs.
  const open = (list: readonly unknown[]): boolean => list.length < MAX_FACTS_PER_KIND;
  const kinds: ReadonlyArray<readonly unknown[]> = [facts.country_of_origin, facts.age_range, facts.audience_words, facts.age_warnings, facts.cited_rules, facts.claims,
    facts.labs, facts.test_dates, facts.production_date, facts.batch, facts.certificates, facts.records_keeper, facts.certifier, facts.test_places, facts.disclosures, facts.features];
  let read = 0;
  for (const block of blocks) {
    if (!kinds.some(open)) break;
    const text = block.text;
    if (text.length < 3 || !TRIGGER.test(text)) continue;
    if (++read > MAX_FACT_BLOCKS) {
      // Counted, not read: one test each for the clause.
      if (read === MAX_FACT_BLOCKS + 1) limits?.exceeded('fact blocks', read, (n) => `text blocks naming a fact's words: ${n} on the page, the first ${MAX_FACT_BLOCKS.toLocaleString('en-US')} read`);
      else limits?.raise('fact blocks', read);
      continue;
    }
    const ev = (match: string) => evidence('text', around(text, match));

    if (open(facts.country_of_origin) && MAY_BE_MADE_IN.test(text)) {
      for (const m of text.matchAll(MADE_IN)) {
        const country = normaliseCountry(m[1] ?? m[2] ?? '') ?? normaliseCountry((m[1] ?? m[2] ?? '').split(/\s+/)[0]);
        if (country) push(facts.country_of_origin, { value: country, evidence: ev(m[0]) });
      }
    }
    if (open(facts.country_of_origin) && MAY_BE_MADE_IN_OTHER_WORDS.test(text)) {
      for (const m of text.matchAll(MADE_IN_OTHER_WORDS)) {
        // "Made in USA" is MADE_IN's: read once.
        if (/^(?:made|manufactured)\s+in\b/i.test(m[0])) continue;
        const country = normaliseCountry(m[1]) ?? normaliseCountry(m[1].split(/\s+/)[0]);
        if (country) push(facts.country_of_origin, { value: country, evidence: ev(m[0]) });
      }
    }
    // "Size: Age 11", or "Age 11" alone (a size swatch): a size that names an age, read as a size
    // by the labelled rows (labelled-values.ts), not a stated age grade.
    if (open(facts.age_range) && !SIZE_NAMING_AGE.test(text)) {
      const age = findAgeInText(text);
      if (age) push(facts.age_range, { value: age.range, evidence: ev(age.match) });
    }
    if (open(facts.audience_words)) {
      const size = findChildrenSize(text);
      if (size) {
        push(facts.audience_words, { value: size, evidence: ev(size) });
        pushSizeAge(facts, size, ev(size));
      }
    }
    if (open(facts.age_warnings)) {
      const warning = findAgeWarning(text);
      if (warning) push(facts.age_warnings, { value: warning.range, evidence: ev(warning.match) });
    }
    if (open(facts.cited_rules)) for (const c of findRuleCitations(text)) push(facts.cited_rules, { value: c.rule, evidence: ev(c.match) });
    if (open(facts.claims)) for (const claim of findClaims(text)) push(facts.claims, { value: claim, evidence: ev(claim) });

    if (open(facts.labs)) {
      // Every LAB_ID match holds "lab" (and TEST_DATE's "test", BATCH's "batch" or "lot"...): a
      // literal search spares the pattern's attempt at every word of the block.
      const ids = /lab/i.test(text) ? [...text.matchAll(LAB_ID)] : [];
      const names = /\b(?:lab|laborator|testing|tested|intertek|sgs|veritas|t[üu]v|eurofins|qima)/i.test(text) ? [...text.matchAll(LAB_NAME)] : [];
      if (ids.length > 0 || names.length > 0) {
        const accepted = CPSC_ACCEPTED.test(text);
        const name = names.length > 0 ? names[0][1].trim() : null;
        const id = ids.length > 0 ? ids[0][2] : null;
        push(facts.labs, { value: { name, cpsc_lab_id: id, cpsc_accepted_mentioned: accepted }, evidence: ev(ids[0]?.[0] ?? names[0][0]) });
      }
    }
    if (open(facts.test_dates) && /test/i.test(text)) for (const m of text.matchAll(TEST_DATE)) push(facts.test_dates, { value: m[1], evidence: ev(m[0]) });
    if (open(facts.production_date) && MAY_BE_MADE_DATE.test(text)) for (const m of text.matchAll(MADE_DATE)) push(facts.production_date, { value: m[1], evidence: ev(m[0]) });
    if (open(facts.batch) && /batch|lot/i.test(text)) for (const m of text.matchAll(BATCH)) if (/\d/.test(m[1])) push(facts.batch, { value: m[1], evidence: ev(m[0]) });
    if (open(facts.certificates)) {
      if (/registry/i.test(text)) for (const m of text.matchAll(REGISTRY)) {
        push(facts.certificates, { value: { kind: 'registry', url: null, identifier: m[1] }, evidence: ev(m[0]) });
      }
      // The pattern first: the links' test searches the block once per link (up to MAX_CERTIFICATE_LINKS).
      if (open(facts.certificates) && CERTIFICATE_ANY.test(text) && !links.some((l) => l.text !== '' && text.includes(l.text))) {
        for (const m of text.matchAll(CERTIFICATE)) {
          push(facts.certificates, { value: { kind: certificateKind(m[1]), url: null, identifier: null }, evidence: ev(m[0]) });
        }
      }
    }
    if (open(facts.certifier) && /import|certifier|issued\s+by|certifying/i.test(text)) for (const m of text.matchAll(CERTIFIER)) push(facts.certifier, { value: m[1].trim(), evidence: ev(m[0]) });
    if (open(facts.test_places) && /tested\s+[ai]|place\s+of\s+test|test(?:ing)?\s+(?:location|place|site)/i.test(text)) for (const m of text.matchAll(TEST_PLACE)) push(facts.test_places, { value: m[1].replace(/[ ,]+$/, ''), evidence: ev(m[0]) });
    if (open(facts.records_keeper) && /record/i.test(text)) for (const m of text.matchAll(RECORDS)) push(facts.records_keeper, { value: (m[1] ?? m[2]).trim(), evidence: ev(m[0]) });
    if (open(facts.disclosures)) readDisclosures(text, facts, ev);
    if (open(facts.features)) readFeatures(text, facts, ev);
  }
  for (const link of links) {
    const both = `${link.text} ${link.href}`;
    if (!/certificate|conformity|\bcpc\b|\bgcc\b/i.test(both)) continue;
    if (/gift|golf|cash|registry\.com|myregistry|gift-?registry/i.test(both)) continue;
    push(facts.certificates, {
      value: { kind: certificateKind(both), url: link.href, identifier: null },
      evidence: evidence('text', `<a href="${link.href}">${link.text}</a>`),
    });
  }
}

// A block holds a category label or a feature only if it holds one of these words: most blocks
// that pass TRIGGER (ages, origins, labs, certificates) hold none, and are spared the patterns.
const DISCLOSURE_WORDS = /flame|snug|tight|sleep|night|pajama|pyjama|helmet|16\s*CFR|meets the req|button|coin|magnet|tip|anchor/i;
const FEATURE_WORDS = /draw|paint|lacquer|varnish|enamel|coat|magnet/i;

function readDisclosures(text: string, facts: ProductFacts, ev: (match: string) => ReturnType<typeof evidence>): void {
  if (!DISCLOSURE_WORDS.test(text)) return;
  for (const d of DISCLOSURES) {
    const m = d.pattern.exec(text);
    if (m) push(facts.disclosures, { value: d.id, evidence: ev(m[0]) });
  }
}

/** Each feature once: the first text that says it. */
function readFeatures(text: string, facts: ProductFacts, ev: (match: string) => ReturnType<typeof evidence>): void {
  if (facts.features.length === FEATURES.length || !FEATURE_WORDS.test(text)) return;
  for (const f of FEATURES) {
    if (facts.features.some((x) => x.value === f.id)) continue;
    const m = f.pattern.exec(text);
    if (m) push(facts.features, { value: f.id, evidence: ev(m[0]) });
  }
}

export function certificateKind(text: string): 'CPC' | 'GCC' | 'unspecified' {
  if (/children'?s product certificate|\bcpc\b/i.test(text)) return 'CPC';
  if (/general certificate|\bgcc\b/i.test(text)) return 'GCC';
  return 'unspecified';
}

// A description's markup, whether raw ("<p>Ages 3+</p>") or escaped once more ("&lt;br&gt;"):
// line breaks kept as breaks, tags and entities gone.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function plainText(html: string): string {
  const decoded = (s: string) => s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) =>
    e[0] === '#' ? String.fromCodePoint(parseInt(e[1] === 'x' || e[1] === 'X' ? e.slice(2) : e.slice(1), e[1] === 'x' || e[1] === 'X' ? 16 : 10) || 32) : ENTITIES[e.toLowerCase()] ?? all);
  const once = /&lt;\/?[a-z]/i.test(html) ? decoded(html) : html;
  return decoded(once.replace(/<(?:br|\/p|\/li|\/div|\/h\d)\b[^>]*>/gi, '\n').replace(/<[^>]*>/g, ' '));
}

/**
 * The age grade and the EU small-parts warning a product's description states in prose, where the
 * page shows it only in structured data or page-state JSON ("description": "...for ages 4 to
 * 10..."), with the description's source as evidence.
 */
export function readDescriptionFacts(descriptions: ProductText[], facts: ProductFacts): void {
  for (const { text: raw, source } of descriptions) {
    if (raw.length < 3 || !TRIGGER.test(raw)) continue;
    for (const line of plainText(raw).split('\n')) {
      const text = line.replace(/\s+/g, ' ').trim();
      if (text.length < 3) continue;
      const age = findAgeInText(text);
      if (age) push(facts.age_range, { value: age.range, evidence: evidence(source, `description: ${around(text, age.match)}`) });
      const size = findChildrenSize(text);
      if (size) {
        const ev = evidence(source, `description: ${around(text, size)}`);
        push(facts.audience_words, { value: size, evidence: ev });
        pushSizeAge(facts, size, ev);
      }
      const warning = findAgeWarning(text);
      if (warning) push(facts.age_warnings, { value: warning.range, evidence: evidence(source, `description: ${around(text, warning.match)}`) });
      readFeatures(text, facts, (match) => evidence(source, `description: ${around(text, match)}`));
      readDisclosures(text, facts, (match) => evidence(source, `description: ${around(text, match)}`));
    }
  }
}
