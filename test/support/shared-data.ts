// The checks against ../shared's texts: optional outside CI (a clone without ../shared still
// passes its tests, each such check skipped with the reason), required under CI=true (.ci/run),
// so a check against the official texts or a second source never passes there by skipping.

/**
 * The `skip` option of a check that needs `what` from ../shared: false when it is here; the
 * reason when it is not; under CI=true a missing text is an error instead.
 */
export function skipWithoutShared(present: boolean, what: string, hint = ''): false | string {
  if (present) return false;
  if (process.env.CI === 'true') throw new Error(`${what} is not here${hint ? ` (${hint})` : ''}: CI=true requires it`);
  return `skipped: ${what} is not here (optional outside CI${hint ? `; ${hint}` : ''})`;
}
