// The rule catalogue: one RuleFamily per vendor family, in report order.
import type { RuleFamily } from '../rule-kit.ts';
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
import { tiktok } from './tiktok.ts';
import { pinterest } from './pinterest.ts';
import { snap } from './snap.ts';
import { bing } from './bing.ts';
import { criteo } from './criteo.ts';
import { hotjar } from './hotjar.ts';
import { segment } from './segment.ts';
import { linkedin } from './linkedin.ts';
import { clarity } from './clarity.ts';
import { reddit } from './reddit.ts';
import { optimize } from './optimize.ts';
import { adobeAnalytics } from './adobe-analytics.ts';
import { adobeTags } from './adobe-tags.ts';
import { tealium } from './tealium.ts';
import { optimizely } from './optimizely.ts';
import { onetrust } from './onetrust.ts';
import { cookiebot } from './cookiebot.ts';
import { trustarc } from './trustarc.ts';
import { osano } from './osano.ts';
import { outbrain } from './outbrain.ts';
import { taboola } from './taboola.ts';
import { quantcast } from './quantcast.ts';
import { comscore } from './comscore.ts';
import { attentive } from './attentive.ts';
import { postscript } from './postscript.ts';
import { yotpo } from './yotpo.ts';
import { gorgias } from './gorgias.ts';

export const CATALOGUE: readonly RuleFamily[] = [
  ga, gtag, gtm, optimize, consent, meta, gads, floodlight, x, klaviyo, shopify, platform,
  adobeAnalytics, adobeTags, tealium, optimizely,
  tiktok, pinterest, snap, bing, criteo, hotjar, segment, linkedin, clarity, reddit,
  onetrust, cookiebot, trustarc, osano, outbrain, taboola, quantcast, comscore,
  attentive, postscript, yotpo, gorgias,
];

/** Families whose findings are not tags of their own and stay out of the tag inventory. */
export const NOT_TAGS: ReadonlySet<string> = new Set(['consent', 'platform', 'drift']);

export { detectPlatform } from './platform.ts';

/** Rules that name a legacy (dead or deprecated) tag: one of them coming back is drift at error. */
export const LEGACY_RULE_IDS: ReadonlySet<string> = new Set([
  'ga.urchin_js',
  'ga.classic_ga_js',
  'ga.universal_analytics_js',
  'ga.ua_property_id',
  'gtag.ua_config',
  'shopify.legacy_ua_preference',
  'shopify.scripttag_asyncload',
  'shopify.checkout_object_on_storefront',
  'shopify.additional_scripts_liquid_leftover',
  'meta.legacy_fbds',
  'meta.legacy_tr_ev',
  'gads.legacy_conversion_js',
  'floodlight.legacy_activity_tag',
  'x.legacy_oct_js',
  'klaviyo.legacy_learnq',
  'optimize.sunset_container',
  'optimize.anti_flicker_snippet',
  'adobe_analytics.h_code',
  'adobe_tags.dtm_satellitelib',
]);
