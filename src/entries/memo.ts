// A pure function of a string with its answers kept: pages repeat their class lists and labels on
// element after element (a product grid's classes, "Brand", "SKU"), and each answer was a regular
// expression's scan of the string. Bounded: cleared when full, so a page of distinct strings costs
// what it did plus a map insertion each. The analysis worker keeps the map between pages.
export function memoised<T extends NonNullable<unknown>>(answer: (s: string) => T, max = 4_096): (s: string) => T {
  const kept = new Map<string, T>();
  return (s) => {
    let v = kept.get(s);
    if (v === undefined) {
      if (kept.size >= max) kept.clear();
      v = answer(s);
      kept.set(s, v);
    }
    return v;
  };
}
