// Classification (not scored): is this a children's product (15 U.S.C. 2052(a)(2): designed or
// intended primarily for children 12 or younger), which certificate would be expected, and
// which category (for the rules a certificate would cite).
import { describeAge } from './age-range.ts';
import { applicableRules, type ApplicableRule } from './applicable-rules.ts';
import { categoryWordsIn, ruleForCategory, ruleForHts, type CategoryRule } from './category-rules.ts';
import { readChildrenSizes, sizesOfAge, type ChildrenSizes } from './children-sizes.ts';
import { soldLoose } from './warning-needs.ts';
import { htsAgeBand, type HtsAge } from './hts-age.ts';
import type { AgeRange, Evidence, ProductFacts } from './types.ts';

export interface Classification {
  childrens_product: boolean | null;
  certificate_expected: 'CPC' | 'GCC' | 'possibly_none';
  category: string | null;
  reasons: string[];
  /** The rules for this product, each with why it binds (or when it would) and its provision: data/cpsc, one table for every surface. */
  applicable_rules: ApplicableRule[];
}

export interface HtsInput {
  code: string;
  digits: string;
}

/** The classification plus what the rubric needs to score against it. */
export interface ClassifiedListing {
  classification: Classification;
  rule: CategoryRule | null;
  htsAge: HtsAge | null;
  hts: HtsInput | null;
  age: AgeRange | null;
  ageEvidence: Evidence | null;
  /** The children's sizes the listing states, with the ages they mean (data/cpsc/children-sizes.csv). */
  sizes: ChildrenSizes | null;
}

const ADULT_MIN_YEARS = 13;
// Words in the product's own name or category that say it is for adults ("Women's satin pajama set").
const ADULT_WORDS = /\b(?:women'?s|womens|women|men'?s|mens|men|ladies'?|adults?|maternity)\b/i;

/**
 * The words' category is narrower than the heading's: it has no heading of its own (nursery
 * products, carriers), sits under the heading (sleepwear 6107 under apparel 61), or the heading's
 * rules are alternatives by product type (furniture, seats, mattresses).
 */
function namesNarrower(words: CategoryRule, heading: CategoryRule): boolean {
  return words.prefix === '' || (words.prefix.startsWith(heading.prefix) && words.prefix !== heading.prefix) || heading.applies === 'any';
}

/** The first size statement that reads as children's sizes, and what it means. */
function statedSizes(facts: ProductFacts): ChildrenSizes | null {
  for (const w of facts.audience_words) {
    const sizes = readChildrenSizes(w.value);
    if (sizes) return sizes;
  }
  // A size row or selector ("Size: 3-6M", "86 (12-18 months)"): its age from sizes.
  const derived = facts.age_from_sizes[0];
  return derived ? sizesOfAge(derived.value.sizes, { min_years: derived.value.min_years, max_years: derived.value.max_years }) : null;
}

export function classify(facts: ProductFacts, hts: HtsInput | null): ClassifiedListing {
  const reasons: string[] = [];
  const htsAge = hts ? htsAgeBand(hts.code, hts.digits) : null;
  const htsRule = hts ? ruleForHts(hts.digits) : null;
  const ownText = [...facts.name, ...facts.category].map((f) => f.value).join(' \n ');
  const words = categoryWordsIn(ownText);

  let rule: CategoryRule | null = htsRule;
  let category: string | null = null;
  const wordRule = words.length > 0 ? ruleForCategory(words[0].category) : null;
  if (htsRule && wordRule && wordRule.category !== htsRule.category && namesNarrower(wordRule, htsRule)) {
    // The heading is broad (9403 furniture holds bassinets and bunk beds; 61 holds pajamas and
    // jeans): the product's own words name the narrower category and its rule (16 CFR 1218, not
    // the crib or bunk-bed rules).
    rule = wordRule;
    category = wordRule.category;
    reasons.push(`category "${category}" from the listing's words ("${words[0].word}"), narrower than HTS ${hts!.code}'s heading ${htsRule.prefix} (${htsRule.category})`);
  } else if (htsRule) {
    category = htsRule.category;
    reasons.push(`category "${category}" from HTS ${hts!.code} (heading ${htsRule.prefix}; indicative map in data/cpsc)`);
  } else if (words.length > 0) {
    category = words[0].category;
    rule = ruleForCategory(category);
    reasons.push(`category "${category}" from the listing's words ("${words[0].word}")`);
  } else if (facts.choking_warnings.length > 0) {
    category = 'toys';
    rule = ruleForCategory(category);
    reasons.push('category "toys": the listing shows the toy choking-hazard statements');
  } else {
    reasons.push(hts ? `HTS ${hts.code} is not in the indicative CPSC category map, and no category words were found` : 'no HTS code given and no category words found');
  }

  const ageFact = facts.age_range[0] ?? null;
  const age = ageFact?.value ?? null;
  const toyish = category === 'toys' || words.some((w) => w.childrens);

  const child: string[] = [];
  const adult: string[] = [];
  if (htsAge?.band === 'under_3' || htsAge?.band === '3_to_12') child.push(htsAge.evidence.snippet);
  if (htsAge?.band === 'not_childrens') adult.push(htsAge.evidence.snippet);
  if (age) {
    const from = `age grade ${describeAge(age)} (${ageFact!.evidence.source})`;
    if (age.max_years !== null && age.max_years <= 12) child.push(from);
    else if (age.min_years !== null && age.min_years >= ADULT_MIN_YEARS) adult.push(from);
    else if (age.min_years !== null && toyish) child.push(`${from} on a toy`);
  }
  const sizes = statedSizes(facts);
  if (sizes && !age) child.push(`children's sizes ${sizes.sizes.join(', ')} (ages ${describeAge(sizes.age)}, data/cpsc/children-sizes.csv)`);
  const adultWord = ADULT_WORDS.exec(ownText);
  if (adultWord) adult.push(`adults' word "${adultWord[0]}" in the product's own text`);
  if (facts.audience_words.length > 0) {
    child.push(`children's words in the product's own text: ${facts.audience_words.slice(0, 4).map((w) => `"${w.value}"`).join(', ')}`);
  }
  // The category's own word says "for children" (a bassinet, a onesie); not another category's
  // word in the name, and not against an adults' word ("Adult onesie pajamas").
  if (!adultWord) for (const w of words.filter((x) => x.childrens && x.category === category).slice(0, 1)) child.push(`children's category word "${w.word}"`);
  if (rule?.childrens && htsRule) child.push(`HTS heading ${rule.prefix} (${rule.category}) is a children's heading`);

  let childrens: boolean | null;
  if (child.length > 0) {
    childrens = true;
    reasons.push(`children's product: ${child.join('; ')}`);
    if (adult.length > 0) reasons.push(`but also: ${adult.join('; ')} (see the age grade check)`);
  } else if (adult.length > 0) {
    childrens = false;
    reasons.push(`not a children's product: ${adult.join('; ')}`);
  } else if (hts) {
    childrens = false;
    reasons.push(`not a children's product as far as the evidence goes: HTS ${hts.code} is not a children's line and the listing shows no age grade or children's words`);
  } else {
    childrens = null;
    reasons.push('children\'s product or not: undetermined (no age grade, children\'s words or HTS code)');
  }

  const ageMinYears = age?.min_years ?? sizes?.age.min_years ?? null;
  const applicable = applicableRules({ facts, rule, childrens, sizes, ageMinYears, ownText }, soldLoose(facts, 'balloon') && facts.hazards.some((h) => h.value === 'balloon'));
  const certifiable = applicable.filter((r) => r.status === 'expected' || r.status === 'one_of').map((r) => r.rule);

  let certificate: Classification['certificate_expected'];
  if (childrens) {
    certificate = 'CPC';
    reasons.push('certificate expected: Children\'s Product Certificate, based on tests by a CPSC-accepted third-party lab (16 CFR 1107, 1110)');
  } else if (certifiable.length > 0) {
    certificate = 'GCC';
    reasons.push(`certificate expected: General Certificate of Conformity for the ${rule?.category ?? 'product'} rules (${certifiable.join(', ')})`);
  } else if (rule) {
    certificate = 'possibly_none';
    const conditional = applicable.filter((r) => r.status === 'if').map((r) => `${r.rule} ${r.reason.replace(/ \(.*\)$/, '')}`);
    reasons.push(`certificate expected: possibly none (no ${rule.category} rule binds it on the evidence${conditional.length ? `; ${conditional.join('; ')}` : ''})`);
  } else {
    certificate = 'possibly_none';
    reasons.push('certificate expected: possibly none (no CPSC rule identified for this product; a GCC is needed only if one applies)');
  }

  return {
    classification: { childrens_product: childrens, certificate_expected: certificate, category, reasons, applicable_rules: applicable },
    rule, htsAge, hts, age, ageEvidence: ageFact?.evidence ?? null, sizes,
  };
}
