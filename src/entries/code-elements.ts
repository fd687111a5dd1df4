// The product's code where the page marks the element that shows it (<span class="product-sku">,
// data-qa-qualifier="product-reference") rather than labelling it in words. Only a bare code
// counts ("Ref. 123" is a labelled pair, read by labelled-values.ts), and only when every such
// element agrees: several different codes are the tiles of other products.
import type { CodeElement } from './page-scan.ts';
import { codeOf } from './primary-facts.ts';
import { evidence, type ProductFacts } from './types.ts';
import { cleanValue } from './value-text.ts';

const LEADING_LABEL = /^(?:art|ref|réf|sku|nr|no|item|code)\.?\s*[:#]?\s*(?=[\p{L}\p{N}./-]*\d)/iu;

export function readCodeElements(elements: CodeElement[], facts: ProductFacts): void {
  const codes = new Map<string, CodeElement>();
  for (const e of elements) {
    // "Art.1357247", "SKU 123": the element's text may open with its own short label.
    const value = cleanValue(e.text).replace(LEADING_LABEL, '');
    if (value !== '' && codeOf(value) === value && !codes.has(value)) codes.set(value, e);
  }
  if (codes.size !== 1) return;
  const [[value, e]] = codes;
  facts.sku.push({ value, evidence: evidence('element', `${e.where}: ${value}`) });
}
