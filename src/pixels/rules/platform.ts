// Which storefront platform the HTML shows. Info only: it frames the other findings (Shopify's
// ScriptTag and web-pixel rules, for instance) and never costs points.
import type { Finding } from '../types.ts';
import { finding, hitsOf, type Pattern, type PageHits, type RuleFamily, type RuleMeta, URL_KINDS, INLINE } from '../rule-kit.ts';

interface Platform {
  key: string;
  name: string;
  reference: string;
  patterns: Omit<Pattern, 'id'>[];
}

const META_GENERATOR = { kinds: ['meta'], attr: 'generator' } as const;

const PLATFORMS: Platform[] = [
  {
    key: 'shopify',
    name: 'Shopify',
    reference: 'https://shopify.dev/docs/storefronts/themes/architecture',
    patterns: [
      { needle: 'cdn.shopify.com', re: /cdn\.shopify\.com\/(?:s|shopifycloud|extensions)\//g, kinds: URL_KINDS },
      { needle: '/cdn/shop/', re: /\/cdn\/shop(?:ifycloud)?\/[\w-]+\//g, kinds: ['script-src', 'link'], midToken: true },
      { needle: 'Shopify.shop', re: /Shopify\.shop\s*=\s*["'][\w.-]+\.myshopify\.com["']/g, kinds: INLINE },
      { needle: 'shopify-', re: /shopify-(?:checkout-api-token|digital-wallet)/g, kinds: ['meta'] },
    ],
  },
  {
    key: 'woocommerce',
    name: 'WooCommerce',
    reference: 'https://woocommerce.com/document/woocommerce-developer-docs/',
    patterns: [
      { needle: 'woocommerce', re: /\/wp-content\/plugins\/woocommerce\//g, kinds: ['script-src', 'link'], midToken: true },
      { needle: '_params', re: /(?:woocommerce_params|wc_add_to_cart_params|wc_cart_fragments_params)\s*=/g, kinds: INLINE },
      { needle: 'WooCommerce', re: /WooCommerce(?: [\d.]+)?/g, ...META_GENERATOR },
    ],
  },
  {
    key: 'bigcommerce',
    name: 'BigCommerce',
    reference: 'https://developer.bigcommerce.com/docs/storefront/stencil',
    patterns: [
      { needle: 'bigcommerce.com', re: /cdn\d*\.bigcommerce\.com\/s-\w+/g, kinds: URL_KINDS },
      { needle: 'BCData', re: /var\s+BCData\s*=/g, kinds: INLINE },
    ],
  },
  {
    key: 'magento',
    name: 'Magento / Adobe Commerce',
    reference: 'https://developer.adobe.com/commerce/frontend-core/',
    patterns: [
      { needle: '/frontend/', re: /\/static\/(?:version\d+\/)?frontend\/[\w-]+\/[\w-]+\//g, kinds: ['script-src', 'link'], midToken: true },
      { needle: '/skin/frontend/', re: /\/skin\/frontend\/[\w-]+\//g, kinds: ['script-src', 'link'], midToken: true },
      { needle: 'Magento_', re: /Magento_[A-Z]\w+/g, kinds: INLINE },
      { needle: 'Mage.Cookies', re: /Mage\.Cookies\.(?:path|domain)\s*=/g, kinds: INLINE },
    ],
  },
  {
    key: 'salesforce_commerce',
    name: 'Salesforce Commerce Cloud',
    reference: 'https://developer.salesforce.com/docs/commerce/b2c-commerce/overview',
    patterns: [{ needle: 'demandware.static', re: /\/on\/demandware\.static\//g, kinds: URL_KINDS, midToken: true }],
  },
  {
    key: 'wix',
    name: 'Wix',
    reference: 'https://dev.wix.com/docs',
    patterns: [
      { needle: 'parastorage.com', re: /static\.parastorage\.com\//g, kinds: URL_KINDS },
      { needle: 'Wix.com', re: /Wix\.com Website Builder/g, ...META_GENERATOR },
    ],
  },
  {
    key: 'squarespace',
    name: 'Squarespace',
    reference: 'https://developers.squarespace.com/',
    patterns: [
      { needle: 'squarespace.com', re: /(?:static1|assets)\.squarespace\.com\//g, kinds: URL_KINDS },
      { needle: 'SQUARESPACE_CONTEXT', re: /Static\.SQUARESPACE_CONTEXT\s*=/g, kinds: INLINE },
    ],
  },
  {
    key: 'prestashop',
    name: 'PrestaShop',
    reference: 'https://devdocs.prestashop-project.org/',
    patterns: [
      { needle: 'prestashop', re: /var\s+prestashop\s*=/g, kinds: INLINE },
      { needle: 'PrestaShop', re: /PrestaShop/g, ...META_GENERATOR },
    ],
  },
];

const RULES = new Map<string, RuleMeta>(PLATFORMS.map((p) => [p.key, { id: `platform.${p.key}`, severity: 'info', vendor: p.name, reference: p.reference }]));

/** The platform with the most evidence, or null. Ties go to the catalogue order. */
export function detectPlatform(page: PageHits): string | null {
  let best: string | null = null;
  let most = 0;
  for (const p of PLATFORMS) {
    const n = page.get(`platform.${p.key}`)?.length ?? 0;
    if (n > most) {
      best = p.name;
      most = n;
    }
  }
  return best;
}

export const platform: RuleFamily = {
  family: 'platform',
  rules: [...RULES.values()],
  patterns: PLATFORMS.flatMap((p) => p.patterns.map((pattern) => ({ ...pattern, id: `platform.${p.key}` }))),
  judge(page) {
    const out: Finding[] = [];
    for (const p of PLATFORMS) {
      const hits = hitsOf(page, `platform.${p.key}`);
      if (hits.length > 0) out.push(finding(RULES.get(p.key)!, `Storefront platform: ${p.name}.`, hits));
    }
    return out;
  },
};
