// The page's scripts that carry product data: JSON-LD, Shopify's product JSON and `var meta`,
// and the inline scripts and JSON blocks where page state and widget configs sit (kept for the
// page-state readers, up to 3 MB each).
import type { PageScan } from '../page-scan.ts';
import type { Collector, Walk, Attributes } from './walk.ts';

const SCRIPT_KEPT_MAX = 3_000_000;

type ScriptKind = 'ld' | 'shopify' | 'json' | 'inline' | 'ignore';

function kindOf(a: Attributes): ScriptKind {
  const type = (a.type ?? '').toLowerCase();
  if (type.startsWith('application/ld+json')) return 'ld';
  if (type === 'application/json' && (a['data-product-json'] !== undefined || /^ProductJson/i.test(a.id ?? ''))) return 'shopify';
  if (a.src === undefined && (type === 'application/json' || type === 'text/json')) return 'json';
  if (a.src === undefined && (type === '' || type.includes('javascript'))) return 'inline';
  return 'ignore';
}

export function productScripts(scan: PageScan, walk: Walk): Collector {
  let count = 0;
  let script: { kind: ScriptKind; parts: string[]; where: string } | null = null;
  return {
    open(name, a, frame) {
      if (name !== 'script') return;
      count++;
      const open = (script = { kind: kindOf(a), parts: [] as string[], where: a.id ? `script#${a.id}` : `script ${count}` });
      // Every script's text is taken, so none of it reads as page text; only wanted kinds are kept.
      walk.takeRawText(frame, open.kind === 'ignore' ? () => {} : (data) => open.parts.push(data));
    },
    close(name) {
      if (name !== 'script' || !script) return;
      const text = script.parts.join('');
      if (script.kind === 'ld') scan.jsonLd.push(text);
      else if (script.kind === 'shopify') scan.shopifyScripts.push(text);
      else if (script.kind === 'inline' && (text.includes('var meta =') || text.includes('ShopifyAnalytics.meta ='))) scan.shopifyScripts.push(text);
      if ((script.kind === 'json' || script.kind === 'inline') && text.length <= SCRIPT_KEPT_MAX) {
        scan.scripts.push({ where: script.where, json: script.kind === 'json', text });
      }
      script = null;
    },
  };
}
