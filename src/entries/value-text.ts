// Values as pages print them, made fit to read: invisible marks (Amazon's U+200E/U+200F around
// " : "), zero-width spaces, no-break spaces and stray punctuation removed; and template
// placeholders (an unrendered "$metabrand", "{{ product.vendor }}") recognised, so they are
// rejected with a reason instead of becoming a brand.

// Bidi marks and embeddings, zero-width space/joiners, word joiner, BOM, soft hyphen.
const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;
const SPACES = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g;
// What a label or a layout leaves around a value: colons, bullets, pipes, dashes, stray quotes,
// and the CJK corner and angle brackets a label sits in ("〈商品編號：M67296549〉").
const EDGE_PUNCTUATION = /^[\s:：|•·*>\-–—,;'"“”〈〉《》【】「」『』]+|[\s:：|•·*,;\-–—'"“”〈〉《》【】「」『』]+$/g;

/** One line of text: invisible marks gone, spaces collapsed, edge punctuation trimmed. */
export function cleanValue(raw: string): string {
  return raw.replace(INVISIBLE, '').replace(SPACES, ' ').replace(EDGE_PUNCTUATION, '').trim();
}

/** A label, lower-cased and cleaned ("Manufacturer ‏ : ‎" -> "manufacturer"). */
export function cleanLabel(raw: string): string {
  return cleanValue(raw).toLowerCase();
}

const PLACEHOLDERS: Array<[RegExp, string]> = [
  [/^\$[A-Za-z_][\w.]*$|\$\{[^}]*\}/, 'an unrendered template variable ($name or ${...})'],
  [/\{\{.*?\}\}|\{%.*?%\}/, 'an unrendered template tag ({{ }} or {% %})'],
  [/\[\[.*?\]\]/, 'an unrendered template tag ([[ ]])'],
  [/^\[[A-Za-z_][\w.]*\]$/, 'an unrendered template slot ([Name])'],
  [/^%[A-Za-z_][\w.]*%$/, 'an unrendered template variable (%name%)'],
  [/^(?:undefined|null|none|n\/?a|not applicable|does not apply|tbd|tba|-+|\?+|0|non applicable|sans objet|nicht zutreffend|keine angabe|no aplica|non applicabile|não se aplica|niet van toepassing)$/i, 'a placeholder, not a value'],
];

/** Why a value is a template placeholder and not a fact, or null when it is a real value. */
export function placeholderReason(value: string): string | null {
  for (const [pattern, reason] of PLACEHOLDERS) if (pattern.test(value)) return reason;
  return null;
}
