// Shopify's own marketing integrations (the Facebook & Instagram, Google & YouTube, TikTok,
// Pinterest and Snapchat sales channels) hand their pixel IDs to the storefront in the settings
// object of `trekkie.load({...})`, beside the old "Google Analytics" trackingId:
//   "Facebook Pixel":{"pixelIds":["1643142125724077"],"agent":"plshopify1.2"}
//   "TikTok Pixel":{"pixelId":"C25D6P75KUMA5K47C4UG"}
//   "Google Gtag Pixel":{"conversionId":"G-...","eventLabels":[{"type":"purchase","action_label":["G-...","MC-..."]}]}
// No script tag names these pixels, so a scan of loaders alone misses them. Each vendor family
// claims its own entry with this pattern.
import { INLINE, lit, type Pattern } from './rule-kit.ts';

/**
 * The `"<entry>": {...}` object (one nesting level deep, enough for eventLabels) inside a
 * trekkie.load script; `each` picks every ID out of it.
 */
export function shopifySetting(entry: string, each: RegExp): Omit<Pattern, 'id'> {
  return {
    needle: `"${entry}"`,
    within: 'trekkie',
    re: new RegExp(`"${lit(entry)}"\\s*:\\s*\\{(?:[^{}]|\\{[^{}]*\\})*\\}`, 'g'),
    kinds: INLINE,
    each,
  };
}
