// Rule and standard citations, and compliance claims. A citation names a rule ("16 CFR 1250",
// "ASTM F963-23"); a claim ("CPSIA compliant") names none, and CPSIA 103(c) makes it a claim,
// never evidence.

const CFR = /\b16\s*C\.?\s*F\.?\s*R\.?\s*(?:part\s*|parts\s*|§+\s*|sec(?:tion)?\.?\s*)?(1\d{3})(?:\.(\d{1,3}))?/gi;
const ASTM_F963 = /\bASTM\s*F\s*-?\s*963(?:\s*[-‐‑–]\s*(\d{2}(?:\d{2})?))?/gi;
const ASTM_OTHER = /\bASTM\s+(F\s?(?!963)\d{3,4})(?:\s*[-‐‑–]\s*(\d{2}(?:\d{2})?))?/gi;
// The lead-content limit for children's products (CPSIA section 101, 15 U.S.C. 1278a), cited by
// statute or section, or named as what the lab tested ("lead content", "total lead", "lead in substrate").
const LEAD_CONTENT = /\b15\s*U\.?\s*S\.?\s*C\.?\s*(?:§+\s*)?1278a\b|\bCPSIA\s*(?:sec(?:tion|\.)?\s*|§\s*)?101\b|\bsection\s+101\s+of\s+the\s+CPSIA\b|\b(?:total\s+)?lead\s+content\b|\btotal\s+lead\b|\blead\s+in\s+(?:the\s+)?substrates?\b/gi;
const CLAIM = /\b(?:CPSIA|CPSC|ASTM|FHSA|CPC|safety)[\s-]*(?:compliant|compliance|approved|certified|tested)\b|\bmeets\s+(?:all\s+)?(?:US\s+|U\.S\.\s+|federal\s+|American\s+)?(?:toy\s+)?safety\s+standards\b|\blab[\s-]tested\b/gi;

export interface RuleCitation {
  /** "16 CFR 1250", "16 CFR 1500.20", "ASTM F963-23", "ASTM F2057". */
  rule: string;
  match: string;
}

// What every citation holds ("ASTM", C F R with optional dots and spaces, the lead-content
// limit's "1278a", "CPSIA" or "lead"): one test spares the patterns on the blocks that cite
// nothing (most of them, and all of a page of warnings).
const MAY_CITE = /astm|c\.?\s*f\.?\s*r|1278a|cpsia|lead/i;
// Likewise every claim's words.
const MAY_CLAIM = /cps|astm|fhsa|cpc|safety|meets|lab/i;

/** Every rule or standard cited in a text. ASTM F963 also counts as a citation of 16 CFR 1250, which incorporates it; the lead-content limit is "15 U.S.C. 1278a". */
export function findRuleCitations(text: string): RuleCitation[] {
  const out: RuleCitation[] = [];
  if (!MAY_CITE.test(text)) return out;
  for (const m of text.matchAll(CFR)) out.push({ rule: m[2] ? `16 CFR ${m[1]}.${m[2]}` : `16 CFR ${m[1]}`, match: m[0] });
  for (const m of text.matchAll(ASTM_F963)) {
    const year = m[1] ? `-${m[1].length === 4 ? m[1].slice(2) : m[1]}` : '';
    out.push({ rule: `ASTM F963${year}`, match: m[0] });
  }
  for (const m of text.matchAll(ASTM_OTHER)) out.push({ rule: `ASTM ${m[1].replace(/\s/g, '')}${m[2] ? `-${m[2]}` : ''}`, match: m[0] });
  for (const m of text.matchAll(LEAD_CONTENT)) out.push({ rule: '15 U.S.C. 1278a', match: m[0] });
  return out;
}

/** Compliance claims that cite nothing checkable. */
export function findClaims(text: string): string[] {
  if (!MAY_CLAIM.test(text)) return [];
  return [...text.matchAll(CLAIM)].map((m) => m[0]);
}

/** True when a cited rule satisfies an expected one: "16 CFR 1250.2" and "ASTM F963-23" satisfy "16 CFR 1250". */
export function citationCovers(cited: string, expected: string): boolean {
  if (cited === expected || cited.startsWith(`${expected}.`)) return true;
  return expected === '16 CFR 1250' && cited.startsWith('ASTM F963');
}
