// Host names out of URLs as pages really write them: absolute, protocol-relative, escaped in
// JSON, or rewritten by a mirroring tool (`../cdn.shopify.com/...`, `cart.html//static.klaviyo.com/...`).

const HOSTNAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/** The lowercased host a URL-ish string points at, or null when it names none. */
export function hostOf(url: string): string | null {
  return named(plainHost(url) ?? anyHost(url));
}

/** The host is a name (dotted labels, the last with a letter). */
function named(host: string): string | null {
  return HOSTNAME.test(host) && /[a-z]/.test(host.slice(host.lastIndexOf('.') + 1)) ? host : null;
}

/**
 * The common case read in place: `//` and then ASCII letters, digits, `-` and `.` up to the
 * end or `/ ? # :`. Anything else (no `//`, another character, trailing space) is anyHost's.
 * A quarter of the time anyHost takes, which on a 5 MB asyncLoad list of 70,000 app URLs
 * was a tenth of the scan (bench/hostile-pages.ts).
 */
function plainHost(url: string): string | null {
  const slashes = url.indexOf('//');
  if (slashes === -1) return null;
  const start = slashes + 2;
  let end = start;
  for (; end < url.length; end++) {
    const c = url.charCodeAt(end);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 46) continue;
    if (c === 47 || c === 63 || c === 35 || c === 58) break; // / ? # :
    return null;
  }
  return url.slice(start, end).toLowerCase();
}

function anyHost(url: string): string {
  const u = url.trim().toLowerCase();
  const slashes = u.indexOf('//');
  const rest = slashes !== -1 ? u.slice(slashes + 2) : u.replace(/^(?:\.\.\/)+/, '');
  return rest.split(/[/?#:]/, 1)[0]!;
}
