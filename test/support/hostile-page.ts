// Pages built to be slow to analyse (issue 34, "Hostile pages"): the service must answer them
// with 422 page_too_complex within its budget and stay responsive meanwhile.

/** `count` distinct Meta pixel IDs, each in its own fbq("init", ...) call: 30,000 make about 900 KB, 19 s of tag scan before the pool. */
export function manyPixelInits(count = 30_000): string {
  const parts = ['<!doctype html><html><head><title>Hostile</title><script>'];
  for (let i = 0; i < count; i++) parts.push(`fbq("init","${100_000_000_000_000 + i * 7919}");\n`);
  parts.push('</script></head><body>shop</body></html>');
  return parts.join('');
}

/**
 * Elements nested `depth` deep around the pixel inits: 100,000 levels add about 1.1 MB and
 * some 11 s of readiness check today. Together the page stays over a budget of a few hundred
 * milliseconds even should one of its two shapes become cheap to analyse.
 */
export function hostilePage(depth = 100_000, inits = 30_000): string {
  return manyPixelInits(inits).replace('<body>shop</body>', `<body>${'<div>'.repeat(depth)}shop${'</div>'.repeat(depth)}</body>`);
}
