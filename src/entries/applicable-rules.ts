// The rules for this product, read from the data table (data/cpsc/category-rules.csv for which
// rules a category names and when each binds; rules.csv for what each rule is; provisions.json for
// the text it rests on): the category's own rules with their bounds (children's or not, the
// sleepwear sizes, drawstrings, paint, magnets) and, for every children's product, the lead
// limits and tracking labels. The rubric, and through the report the web page, the CLI and MCP,
// read this one list.
import { RULES, ruleForCategory, type CategoryRule, type RuleTerm } from './category-rules.ts';
import type { ChildrenSizes } from './children-sizes.ts';
import { provision } from './provisions.ts';
import type { Evidence, ProductFacts } from './types.ts';

/**
 * expected: a certificate for this product cites it; one_of: one of these is expected (by product
 * type, or a size the listing does not give); if: it binds only if what `condition` says holds,
 * which the listing does not show; on_product: a duty on the product or its packaging, which a
 * listing cannot show; hazard: the listing shows what the rule lists as a hazard (a red flag).
 */
export type RuleStatus = 'expected' | 'one_of' | 'if' | 'on_product' | 'hazard';

export interface ApplicableRule {
  rule: string;
  title: string;
  status: RuleStatus;
  /** Why it binds, or the condition under which it would. */
  reason: string;
  provision: string | null;
  quote: string | null;
  evidence: Evidence[];
}

export interface RuleContext {
  facts: ProductFacts;
  rule: CategoryRule | null;
  childrens: boolean | null;
  sizes: ChildrenSizes | null;
  ageMinYears: number | null;
  /** The product's name and the seller's category, lower-cased: what the product is. */
  ownText: string;
}

const CHILDRENS_ROW = "children's products";
// Upper outerwear as 16 CFR 1120 names it: what is worn over the torso, hood or neck.
const UPPER_OUTERWEAR = /\b(?:hoodies?|hooded|sweatshirts?|jackets?|coats?|parkas?|windbreakers?|anoraks?|pullovers?|raincoats?|ponchos?|fleece)\b/i;

function feature(f: ProductFacts, id: string): Evidence | null {
  return f.features.find((x) => x.value === id)?.evidence ?? null;
}

function quoted(rule: string): { provision: string | null; quote: string | null } {
  const id = RULES.get(rule)?.provision;
  if (!id) return { provision: null, quote: null };
  const p = provision(id);
  return { provision: p.citation, quote: p.quote };
}

/** Status and reason of one term of the category, or null when it does not bind this product at all. */
function judge(term: RuleTerm, ctx: RuleContext): { status: RuleStatus; reason: string; evidence: Evidence[] } | null {
  const { childrens, sizes } = ctx;
  switch (term.when) {
    case null:
      return { status: 'expected', reason: 'named for the category', evidence: [] };
    case 'childrens':
      return childrens === true ? { status: 'expected', reason: "a children's product", evidence: [] }
        : childrens === null ? { status: 'if', reason: "if it is a children's product", evidence: [] } : null;
    case 'not_childrens':
      return childrens === false ? { status: 'expected', reason: "not a children's product", evidence: [] }
        : childrens === null ? { status: 'one_of', reason: "if it is not a children's product (adults' garments)", evidence: [] } : null;
    case 'size_0_6x':
    case 'size_7_14': {
      if (childrens === false) return null;
      const range = term.when === 'size_0_6x' ? 'sizes 0 through 6X' : 'sizes 7 through 14';
      if (childrens === true && sizes && sizes.sleepwearRules.length > 0) {
        return sizes.sleepwearRules.includes(term.rule)
          ? { status: 'expected', reason: `children's sleepwear in ${range} (the listing's sizes: ${sizes.sizes.join(', ')})`, evidence: [] }
          : null;
      }
      return { status: 'one_of', reason: `if it is children's sleepwear in ${range} (the listing gives no size that decides it)`, evidence: [] };
    }
    case 'drawstring_outerwear': {
      const drawstring = feature(ctx.facts, 'drawstring');
      // Sizes 2T to 12: not infant months, and not only sizes past 12.
      const childSized = sizes === null || (!sizes.infantOnly && sizes.age.max_years! >= 2 && sizes.age.min_years! <= 12);
      if (childrens === true && drawstring && UPPER_OUTERWEAR.test(ctx.ownText) && childSized) {
        return { status: 'hazard', reason: "children's upper outerwear with drawstrings" + (sizes ? ` in sizes ${sizes.sizes.join(', ')}` : ''), evidence: [drawstring] };
      }
      return null;
    }
    case 'painted': {
      const paint = feature(ctx.facts, 'paint or surface coating');
      return paint ? { status: 'expected', reason: 'the listing says it is painted or coated', evidence: [paint] }
        : { status: 'if', reason: 'if it bears paint or a similar surface coating', evidence: [] };
    }
    case 'magnetic': {
      const magnets = feature(ctx.facts, 'magnets');
      return magnets ? { status: 'expected', reason: 'the listing says it has magnets', evidence: [magnets] }
        : { status: 'if', reason: 'if it contains magnets', evidence: [] };
    }
  }
}

/** Toys: 16 CFR 1501 binds articles for under 3 (not a toy graded 3+, not a latex balloon: 1501.3(a)); 1500.20 is the choking check's. */
function toyException(rule: string, ctx: RuleContext, balloon: boolean): string | null {
  if (rule === '16 CFR 1500.20') return 'when a choking-hazard statement is required (the choking-warnings check scores it)';
  if (rule === '16 CFR 1501' && balloon) return 'balloons are exempt (16 CFR 1501.3(a))';
  if (rule === '16 CFR 1501' && ctx.ageMinYears !== null && ctx.ageMinYears >= 3) return 'for articles intended for children under 3; this one is graded 3 and up';
  return null;
}

export function applicableRules(ctx: RuleContext, balloonSoldLoose: boolean): ApplicableRule[] {
  const rows: CategoryRule[] = [];
  if (ctx.rule) rows.push(ctx.rule);
  const every = ruleForCategory(CHILDRENS_ROW);
  if (ctx.childrens === true && every && ctx.rule?.category !== CHILDRENS_ROW) rows.push(every);
  const out = new Map<string, ApplicableRule>();
  // The stronger reading wins: a rule expected for the category is not also "if painted".
  const rank: Record<RuleStatus, number> = { hazard: 5, expected: 4, one_of: 3, on_product: 2, if: 1 };
  for (const row of rows) {
    const judged: ApplicableRule[] = [];
    for (const term of row.terms) {
      const info = RULES.get(term.rule)!;
      const j = judge(term, ctx);
      if (!j) continue;
      let { status, reason } = j;
      const exception = toyException(term.rule, ctx, balloonSoldLoose);
      if (exception) { status = 'if'; reason = exception; }
      else if (info.kind === 'on_product') status = 'on_product';
      else if (info.kind === 'hazard' && status !== 'hazard') continue;
      const where = row.category === CHILDRENS_ROW ? "every children's product" : row.category;
      const full = term.when === null && !exception && status !== 'one_of' ? (row.category === CHILDRENS_ROW ? where : `named for ${where}`) : `${reason} (${where})`;
      judged.push({ rule: term.rule, title: info.title, status, reason: full, ...quoted(term.rule), evidence: j.evidence });
    }
    // A category whose rules are alternatives by product type ("any": seats, furniture) expects one of those that bind.
    const alternatives = judged.filter((r) => r.status === 'expected' && RULES.get(r.rule)!.kind === 'certify');
    if (row.applies === 'any' && alternatives.length > 1) {
      for (const r of alternatives) { r.status = 'one_of'; r.reason = `one of the ${row.category} rules, by product type`; }
    }
    for (const r of judged) {
      const prior = out.get(r.rule);
      if (!prior || rank[r.status] > rank[prior.status]) out.set(r.rule, r);
    }
  }
  return [...out.values()];
}

/** The rules a certificate for the product is expected to cite: each of `all`, and one of `oneOf`. */
export function expectedCitations(rules: ApplicableRule[]): { all: string[]; oneOf: string[] } {
  const oneOf = rules.filter((r) => r.status === 'one_of').map((r) => r.rule);
  return { all: rules.filter((r) => r.status === 'expected').map((r) => r.rule), oneOf };
}
