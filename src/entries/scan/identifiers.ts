// Product codes the markup names outside structured data: data- attributes (data-gtin,
// data-sku, data-brand...) and the text of an element named for the product's code
// (<span class="product-sku">, Zara's data-qa-qualifier="product-reference").
import type { PageScan } from '../page-scan.ts';
import { collapseSpace, type Attributes, type Collector, type Walk } from './walk.ts';
// Elements whose attributes configure something rather than show content (<script data-vendor="fs">).
const NOT_CONTENT = new Set(['script', 'link', 'meta', 'style', 'noscript', 'iframe', 'template']);
// An element named for the product's code, token by token ("product-sku", "sku", "pdp-ref",
// "product-reference", "article-number"): a bare "number", "code" or "id" says too little.
const CODE_NAME_TOKEN = /^(?:(?:product|item|pdp|prod|article|art)[_-]{0,2}(?:sku|ref|reference|code|number|no|nr)|sku|ref|reference|article[_-]?(?:number|no|nr))(?:[_-]{1,2}(?:value|number|code|text))?$/i;
// A cheap first test on the whole attribute, true for every name CODE_NAME_TOKEN takes (most class
// lists name no code: this spares the split on them).
const MAYBE_CODE = /sku|ref|article|(?:product|item|pdp|prod|art)[_-]{0,2}(?:code|number|no|nr)/i;

const namesCode = (v: string | undefined): v is string => v !== undefined && MAYBE_CODE.test(v) && v.split(/\s+/).some((token) => CODE_NAME_TOKEN.test(token));

/** The first attribute, in this order, naming the element for the product's code, as `name="value"`. */
function codeNaming(a: Attributes, idClass: string): string | null {
  // class and id tested once, together, in the walk's idClass (joined by a space, which MAYBE_CODE
  // cannot match across): most elements have one or both and name no code. (Six reads by a name
  // from a list and a test of each were 3% of a readiness check.)
  const classOrId = idClass !== '' && MAYBE_CODE.test(idClass);
  const attr =
    classOrId && namesCode(a.class) ? 'class'
    : classOrId && namesCode(a.id) ? 'id'
    : namesCode(a['data-qa-qualifier']) ? 'data-qa-qualifier'
    : namesCode(a['data-qa']) ? 'data-qa'
    : namesCode(a['data-testid']) ? 'data-testid'
    : namesCode(a['data-test']) ? 'data-test'
    : null;
  return attr === null ? null : `${attr}="${collapseSpace(a[attr]!)}"`;
}

export function markupIdentifiers(scan: PageScan, walk: Walk): Collector {
  // Each name and value once, where it was last seen: the reader keeps, per name, the distinct
  // values in the order first met with the last one's element (brand-facts.ts), and a page
  // repeating one attribute on every element (product tiles, or a crafted page's 47,000 a MB)
  // made an entry each for it to group again.
  // By name, then value (no key string made per attribute: a fifth of checking a page of
  // data-attribute elements was that and the regex that named them).
  const seen = new Map<string, Map<string, { name: string; value: string; where: string; tag: string }>>();
  return {
    open(name, a, frame) {
      if (NOT_CONTENT.has(name)) return;
      for (let i = 0; i < a.dataFacts; i++) {
        const attr = a.dataFactNameAt(i);
        const raw = a.dataFactValueAt(i);
        if (raw.length > 100) continue;
        const value = raw.trim();
        if (value === '') continue;
        let byValue = seen.get(attr);
        if (byValue === undefined) seen.set(attr, (byValue = new Map()));
        const known = byValue.get(value);
        if (known === undefined) {
          const entry = { name: attr, value, where: `<${name} ${attr}>`, tag: name };
          byValue.set(value, entry);
          scan.dataAttributes.push(entry);
        } else if (known.tag !== name) {
          known.tag = name;
          known.where = `<${name} ${attr}>`;
        }
      }
      if (a.itemprop !== undefined) return;
      const naming = codeNaming(a, frame.idClass);
      if (naming !== null) walk.captureText(frame, (text) => { if (text !== '' && text.length <= 60) scan.codeElements.push({ text, where: `<${name} ${naming}>` }); });
    },
  };
}
