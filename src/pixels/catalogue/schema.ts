// The shape of a row of the vendor catalogue (vendors.json), checked when the catalogue loads
// (so a bad row stops the service at boot and fails `npm test`, never a scan). A row says who the
// vendor is, where its documentation is, what shape its ID has, where on a page the tag and
// its ID sit (templates, see templates.ts), and two pages: one the row must match, with the
// IDs it must report, and one it must not.
import { z } from 'zod';

export const CATEGORIES = [
  'advertising',
  'affiliate',
  'analytics',
  'session-recording',
  'tag-manager',
  'consent',
  'reviews',
  'chat',
  'email-sms',
  'ab-testing',
  'personalisation',
  'search',
  'loyalty',
  'social',
] as const;

/** A regex source that compiles and captures nothing (the catalogue adds the one capture). */
const idSource = z
  .string()
  .min(1)
  .refine((s) => {
    try {
      new RegExp(s);
    } catch {
      return false;
    }
    return !/\((?!\?)/.test(s.replace(/\\./g, ''));
  }, 'an ID pattern must be a valid regex source without capturing groups (use (?:...))');

/** Where a tag, and maybe its ID, sits. Exactly one of the locating keys per entry. */
const Place = z
  .object({
    /** A URL on the page (script, image, iframe, link, or written in a script): a template. */
    url: z.string().min(6).optional(),
    /** A call or assignment in an inline script: a template. */
    call: z.string().min(4).optional(),
    /** A key of a JSON or JavaScript object in an inline script, whose value is the ID. */
    key: z.string().min(2).optional(),
    /** A script element's attribute whose value is the ID (the embed codes that put it there). */
    attr: z.string().regex(/^data-[a-z0-9-]+$/).optional(),
    /** An entry of Shopify's trekkie.load settings (the sales channels' pixels). */
    shopify: z.string().min(3).optional(),
    /** A literal the same script or URL must also hold (for keys and calls with common names). */
    within: z.string().min(3).optional(),
    /** This place's own ID shape, when it differs from the row's. */
    id: idSource.optional(),
  })
  .strict()
  .refine((p) => [p.url, p.call, p.key, p.attr, p.shopify].filter((v) => v !== undefined).length === 1, 'a place has exactly one of url, call, key, attr, shopify');

export type Place = z.infer<typeof Place>;

export const VendorRow = z
  .object({
    /** Rule-id prefix and score unit: `<family>.tag`. */
    family: z.string().regex(/^[a-z][a-z0-9_]{1,30}$/),
    /** The vendor's product as a person would name it; also the inventory key. */
    vendor: z.string().min(2).max(60),
    category: z.enum(CATEGORIES),
    /** The vendor's own documentation of the snippet the places are written from. */
    docs: z.url({ protocol: /^https$/ }),
    /** The ID's shape, when the vendor has one. */
    id: idSource.optional(),
    places: z.array(Place).min(1),
    fixtures: z
      .object({
        /** A page fragment the row must find, written from the vendor's documented snippet (IDs invented). */
        match: z.string().min(10),
        /** The IDs the row must report for `match`, in page order. */
        ids: z.array(z.string().min(1)),
        /** A look-alike the row must not find. */
        miss: z.string().min(10),
      })
      .strict(),
  })
  .strict()
  .refine((r) => r.places.every((p) => !hasId(p) || (p.id ?? r.id) !== undefined), {
    message: 'a place with {id} (or a key, attr or shopify place) needs an ID pattern, on the row or the place',
  });

export type VendorRow = z.infer<typeof VendorRow>;

/** Does the place report an ID? Keys, attributes and settings always do; templates when they say {id}. */
export function hasId(p: Place): boolean {
  if (p.key !== undefined || p.attr !== undefined || p.shopify !== undefined) return true;
  return (p.url ?? p.call ?? '').includes('{id}');
}

export const Catalogue = z.array(VendorRow).superRefine((rows, ctx) => {
  const seen = new Map<string, number>();
  rows.forEach((r, i) => {
    for (const key of [`family:${r.family}`, `vendor:${r.vendor}`]) {
      const first = seen.get(key);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: [i], message: `${key} repeats row ${first}` });
      else seen.set(key, i);
    }
  });
});
