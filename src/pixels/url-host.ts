// Host names out of URLs as pages really write them: absolute, protocol-relative, escaped in
// JSON, or rewritten by a mirroring tool (`../cdn.shopify.com/...`, `cart.html//static.klaviyo.com/...`).

const HOSTNAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/** The lowercased host a URL-ish string points at, or null when it names none. */
export function hostOf(url: string): string | null {
  const u = url.trim().toLowerCase();
  const slashes = u.indexOf('//');
  let rest: string;
  if (slashes !== -1) rest = u.slice(slashes + 2);
  else rest = u.replace(/^(?:\.\.\/)+/, '');
  const host = rest.split(/[/?#:]/, 1)[0];
  return HOSTNAME.test(host) && /[a-z]/.test(host.slice(host.lastIndexOf('.') + 1)) ? host : null;
}
