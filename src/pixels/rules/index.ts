// The rule catalogue in report order: the judges with real logic (this folder), then one family
// per row of the vendor catalogue (../catalogue/vendors.json).
import type { RuleFamily } from '../rule-kit.ts';
import { VENDOR_FAMILIES } from '../catalogue/index.ts';
import { ga } from './ga.ts';
import { gtag } from './gtag.ts';
import { gtm } from './gtm.ts';
import { consent } from './consent.ts';
import { meta } from './meta.ts';
import { gads } from './gads.ts';
import { floodlight } from './floodlight.ts';
import { x } from './x.ts';
import { klaviyo } from './klaviyo.ts';
import { shopify } from './shopify.ts';
import { platform } from './platform.ts';
import { optimize } from './optimize.ts';
import { adobeAnalytics } from './adobe-analytics.ts';
import { adobeTags } from './adobe-tags.ts';

export const JUDGES: readonly RuleFamily[] = [ga, gtag, gtm, optimize, consent, meta, gads, floodlight, x, klaviyo, shopify, platform, adobeAnalytics, adobeTags];

export const CATALOGUE: readonly RuleFamily[] = [...JUDGES, ...VENDOR_FAMILIES];

/** Families whose findings are not tags of their own and stay out of the tag inventory (`scan`: the limits finding). */
export const NOT_TAGS: ReadonlySet<string> = new Set(['consent', 'platform', 'drift', 'scan']);

export { detectPlatform } from './platform.ts';

/** Rules that name a legacy (dead or deprecated) tag, from each rule's own metadata: one of them coming back is drift at error. */
export const LEGACY_RULE_IDS: ReadonlySet<string> = new Set(CATALOGUE.flatMap((f) => f.rules.filter((r) => r.legacy !== undefined).map((r) => r.id)));
