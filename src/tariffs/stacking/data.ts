// The committed data/stacking/ files, read once on first use (scripts/build-stacking-data.ts
// writes them; nothing here reads ../shared).

import { readFileSync } from 'node:fs';
import { lazy } from '../../lazy.ts';
import type { Note50File, Note51File, Note52File, Section301File } from './types.ts';

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../../../data/stacking/${name}`, import.meta.url), 'utf8')) as T;

export const section301File = lazy(() => read<Section301File>('section301.json'));
export const note52File = lazy(() => read<Note52File>('note52.json'));
export const note50File = lazy(() => read<Note50File>('note50.json'));
export const note51File = lazy(() => read<Note51File>('note51.json'));
