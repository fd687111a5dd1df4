// The Section 232 dockets the letter tool knows (data/letters/dockets.json), loaded once at
// first import. Hand-maintained from the texts in shared/data/section232: each fact carries the
// passage it comes from, and a date those texts do not state is null, never guessed.

import { readFileSync } from 'node:fs';

/** A passage of a file under shared/data/section232 that states a fact. */
export interface Evidence {
  /** The file, by its path under shared/data/section232. */
  file: string;
  /** The document the file holds or describes (two files can be one document: a PDF and its text). */
  document: string;
  /** As the file prints it. */
  passage: string;
}

export interface DocketEvidence extends Evidence {
  /** The docket's fields this passage states. */
  supports: string[];
}

/** One comment or submission window of a docket's action. */
export interface DocketWindow {
  round: number;
  /** What the window takes, as far as the texts say. */
  what: string;
  /** ISO dates; null when the texts we hold do not state it. */
  opens: string | null;
  closes: string | null;
  /** Why a date is null; null when both are stated. */
  not_stated: string | null;
  /** The document that states the dates. */
  stated_by: string;
  evidence: Evidence[];
  checked: string;
}

export interface KnownDocket {
  id: string;
  title: string;
  agency: string;
  /** The action the docket belongs to, with its Federal Register documents. */
  action: string;
  /** What the docket takes, as far as the texts say. */
  takes: string;
  /** The action runs in rounds, each with its own window. */
  recurring: boolean;
  /** When the windows open, where the texts state it; null when they do not. */
  schedule: string | null;
  schedule_note: string;
  evidence: DocketEvidence[];
  /** For each sourced field: whether a second document states it. */
  checked: Record<string, string>;
  /** In round order. */
  windows: DocketWindow[];
}

export interface DocketsFile {
  about: string;
  source_dir: string;
  dockets: KnownDocket[];
}

/** A regulations.gov docket id: letter-and-digit parts joined by hyphens (BIS-2025-0023). */
export const DOCKET_ID = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)+$/;

export const DOCKETS_FILE = new URL('../../data/letters/dockets.json', import.meta.url);

export const docketsFile = JSON.parse(readFileSync(DOCKETS_FILE, 'utf8')) as DocketsFile;

export const KNOWN_DOCKETS: readonly KnownDocket[] = docketsFile.dockets;

/** The known docket with this id (regulations.gov ids are upper case; the match ignores case). */
export function findDocket(id: string): KnownDocket | undefined {
  const wanted = id.toUpperCase();
  return KNOWN_DOCKETS.find((d) => d.id.toUpperCase() === wanted);
}

/** The known dockets in one sentence, for the tool's and the field's descriptions. */
export function knownDocketsSentence(): string {
  return `Known dockets: ${KNOWN_DOCKETS.map((d) => `${d.id} (${d.title}, ${d.agency})`).join('; ')}.`;
}
