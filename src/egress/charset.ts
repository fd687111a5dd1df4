// From bytes to text the way a browser would pick the encoding: a byte-order mark, else the
// Content-Type charset, else a <meta> declaration near the top, else UTF-8.
import { TextDecoder } from 'node:util';

export interface ContentType {
  /** The essence, lower-cased: "text/html". Empty when the header is missing. */
  mimeType: string;
  charset: string | undefined;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

// The HTML standard's prescan looks at the first 1024 bytes for a <meta> charset.
const PRESCAN_BYTES = 1024;
const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([a-z0-9_.:-]+)/i;

export function parseContentType(header: string | undefined): ContentType {
  const [essence = '', ...params] = (header ?? '').split(';');
  let charset: string | undefined;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    charset = param.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1') || undefined;
  }
  return { mimeType: essence.trim().toLowerCase(), charset };
}

export function isHtmlType(mimeType: string): boolean {
  return HTML_TYPES.has(mimeType);
}

/** Decodes the page; `charset` is the canonical name of the encoding used ("utf-8", "windows-1252"). */
export function decodeHtml(bytes: Uint8Array, headerCharset: string | undefined): { html: string; charset: string } {
  const charset = pageEncoding(bytes, headerCharset);
  return { html: decodeAs(bytes, charset), charset };
}

/** The canonical name of the encoding the page is in, without decoding it. */
export function pageEncoding(bytes: Uint8Array, headerCharset: string | undefined): string {
  const decoder =
    bomDecoder(bytes) ?? decoderFor(headerCharset) ?? decoderFor(metaCharset(bytes)) ?? new TextDecoder('utf-8');
  return decoder.encoding;
}

/** The page's text in an encoding pageEncoding named (a byte-order mark is dropped, as it was found). */
export function decodeAs(bytes: Uint8Array, charset: string): string {
  return new TextDecoder(charset).decode(bytes);
}

function bomDecoder(bytes: Uint8Array): TextDecoder | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le');
  return undefined;
}

function metaCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, PRESCAN_BYTES)).toString('latin1');
  const label = META_CHARSET.exec(head)?.[1];
  // A page whose <meta> could be read as ASCII is not UTF-16, whatever it claims (HTML standard).
  return label && /^utf-16/i.test(label) ? 'utf-8' : label;
}

/** undefined for a missing or unknown label, so the next source gets its turn. */
function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}
