// Children's clothing and shoe sizes as listings write them ("Kids 7-13", "Youth S-XL", "Boys'
// sizes 8-16", "Toddler 2T-5T"): a size range marked for children says the product is for
// children (15 U.S.C. 2052(a)(2): designed or intended primarily for children 12 or younger)
// even when no age grade or children's word is in its name.
const AUDIENCE = String.raw`(?:kids?|children|child|youth|boys|girls|toddlers?|little kids?|big kids?|infants?|baby)['’]?s?`;
const SIZE = String.raw`(?:\d{1,2}(?:\.5)?T?|XXS|XS|S|M|L|XL)`;
const CHILD_SIZE = new RegExp(
  String.raw`\b${AUDIENCE}\s+(?:sizes?\s*:?\s*)?${SIZE}\s*(?:-|–|to|\/)\s*${SIZE}\b|\bsizes?\s*:?\s*${AUDIENCE}\s+${SIZE}\b|\b(?:sizes?|size range)\s*:?\s*[2-5]T(?:\s*(?:-|–|to|\/)\s*[2-5]T)?\b`,
  'i',
);

/** The first children's size statement in a text, or null. */
export function findChildrenSize(text: string): string | null {
  if (text.length > 400) return null;
  return CHILD_SIZE.exec(text)?.[0] ?? null;
}
