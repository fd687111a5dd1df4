// Whether a local file is an HTML page. A file has no Content-Type, so this follows the WHATWG
// MIME-sniffing rule for HTML ("identify an unknown MIME type"): the first thing after
// whitespace (and here also a BOM, comments or an XML declaration, as saved pages begin) is
// an HTML tag. A binary file (a NUL byte in its head) never is.
const HTML_START = /^<(?:!doctype\s+html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|meta|link|main|header|nav|section|article|span|img|form|ul)(?=[\s>/])/i;
const SKIPPABLE = /^(?:\s+|<!--[\s\S]*?-->|<\?xml[^>]*\?>)/;

export function looksLikeHtml(text: string): boolean {
  let head = text.slice(0, 4096);
  if (head.includes('\u0000')) return false;
  head = head.replace(/^\ufeff/, '');
  for (let skip = SKIPPABLE.exec(head); skip; skip = SKIPPABLE.exec(head)) head = head.slice(skip[0].length);
  return HTML_START.test(head);
}
