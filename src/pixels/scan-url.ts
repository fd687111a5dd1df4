// The key drift history is stored under: the same page reached through tracking links,
// fragments or cosmetic URL differences must land on one history.

/** Lowercase scheme and host, no fragment, no default port, no utm_* parameters, no trailing slash except the root. Throws TypeError on a string that is not a URL. */
export function normaliseScanUrl(url: string): string {
  const u = new URL(url.trim());
  u.hash = '';
  // URL already lowercases scheme and host and drops :80 for http and :443 for https.
  for (const name of [...u.searchParams.keys()]) {
    if (name.toLowerCase().startsWith('utm_')) u.searchParams.delete(name);
  }
  if (u.pathname.length > 1) u.pathname = u.pathname.replace(/\/+$/, '') || '/';
  let out = u.toString();
  if (u.search === '' && out.endsWith('?')) out = out.slice(0, -1);
  return out;
}
