// The page a command reads: a saved HTML file (no network at all), or an http(s) URL fetched
// through the same egress rules as the service, so the CLI cannot reach what the API refuses.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import type { CliCommand } from './args.ts';
import { looksLikeHtml } from './html-sniff.ts';

export interface LoadedPage {
  html: string;
  /** The file path as given, or the URL after redirects. */
  source: string;
  /** When the page was fetched; absent for a file, so its presence says `source` is a URL. */
  fetchedAt?: string;
}

/**
 * Loads `target` for `command`. Returns the page, or the exit code after one line on stderr:
 * 2 for a missing file or bad configuration (usage errors), 1 when the fetch itself fails or
 * the file is not HTML (`dutyscout <command>: <code>: <message>`, the API's error codes).
 */
export async function loadPage(target: string, command: CliCommand): Promise<LoadedPage | number> {
  if (/^https?:\/\//i.test(target)) return fetchPage(target, command);
  if (!existsSync(target)) return command.usageError(`no such file: ${target} (a URL must start with http:// or https://)`);
  if (!statSync(target).isFile()) return command.usageError(`${target} is a directory, not a file: give one saved HTML page, or an http(s) URL`);
  const html = readFileSync(target, 'utf8');
  // The API refuses a page that is not HTML (422 not_html); so does the CLI, rather than
  // score a file that has no tags at all (which reads as a clean page).
  if (!looksLikeHtml(html)) {
    process.stderr.write(`dutyscout ${command.name}: not_html: ${target} does not look like an HTML page (it should begin with <!DOCTYPE html> or an HTML tag)\n`);
    return 1;
  }
  return { html, source: target };
}

async function fetchPage(url: string, command: CliCommand): Promise<LoadedPage | number> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) return command.usageError(err.message);
    throw err;
  }
  // Imported here, not at the top: reading a file should not load the HTTP client. egressFor is
  // the service's own config-to-egress mapping, so EGRESS_* mean the same to the CLI.
  const [{ egressFor }, { EgressError }] = await Promise.all([import('../deps.ts'), import('../egress/index.ts')]);
  const egress = egressFor(config);
  try {
    const page = await egress.fetchPage(url);
    return { html: page.html, source: page.finalUrl, fetchedAt: page.fetchedAt };
  } catch (err) {
    if (!(err instanceof EgressError)) throw err;
    process.stderr.write(`dutyscout ${command.name}: ${err.code}: ${err.message}\n`);
    return 1;
  } finally {
    await egress.close();
  }
}
