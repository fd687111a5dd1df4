export interface FetchedPage {
  /** The URL asked for, normalised (WHATWG), without its fragment. */
  requestedUrl: string;
  /** Where the page was finally found, after redirects. */
  finalUrl: string;
  status: number;
  /** The Content-Type essence: "text/html" or "application/xhtml+xml". */
  contentType: string;
  /** The encoding the page was decoded with, canonical name: "utf-8", "windows-1252". */
  charset: string;
  /**
   * The page's text, decoded from its bytes each time it is read (about 0.5 ms for 300 KB): read
   * it once, where it is scanned, and do not keep it beyond the scan (fetch-page.ts says why).
   */
  readonly html: string;
  /**
   * The page's bytes (decompressed) in `charset`, shared with the page cache: never change them.
   * What to hand to another thread, which decodes them there (src/analysis): half the size of
   * the text for most pages, and no decoded copy on this thread at all.
   */
  readonly body: Uint8Array;
  /** Body size after decompression. */
  bytes: number;
  /** Each URL redirected to, in order; the last one is finalUrl. Empty without redirects. */
  redirects: string[];
  /** When the page was fetched (ISO 8601); a cached page keeps its original time. */
  fetchedAt: string;
  /** True when the page came from the short page cache rather than from the storefront just now. */
  fromCache?: boolean;
}

export interface FetchOptions {
  /**
   * The oldest cached copy (in ms) the caller accepts; 0 always fetches the live page. Absent:
   * any copy within the cache's TTL. A scan that looks for drift needs the live page.
   */
  maxAgeMs?: number;
  /**
   * The caller's abort (it went away): the call rejects with the signal's reason at once, and
   * the fetch itself is cancelled when no other caller shares it.
   */
  signal?: AbortSignal;
}

export interface Egress {
  /** Fetches one public HTML page; throws EgressError. */
  fetchPage(url: string, opts?: FetchOptions): Promise<FetchedPage>;
  /** Closes the connections; fetchPage refuses afterwards. */
  close(): Promise<void>;
}
