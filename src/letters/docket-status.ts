// What the letter and its answer say about the docket on the letter's date: which docket it is,
// whether a window is open, and one plain notice for the top of the letter. Pure. A docket the
// service does not know is still accepted, and the notice says plainly that it is not known.

import { findDocket, type DocketWindow, type KnownDocket } from './dockets.ts';
import { windowOn } from './docket-window.ts';
import type { z } from '@hono/zod-openapi';
import type { letterDocket } from './schemas.ts';

/** The answer's `docket` object: its shape is the schema's (schemas.ts), written once. */
export type DocketStatus = z.infer<typeof letterDocket>;

const CHECK = "Check the docket's status on regulations.gov before filing.";

const span = (w: DocketWindow) => `from ${w.opens} to ${w.closes}`;

/** The last window before `w` whose dates are both stated, to give the reader something firm. */
function lastDatedBefore(docket: KnownDocket, w: DocketWindow): DocketWindow | undefined {
  return docket.windows.filter((p) => p.round < w.round && p.opens !== null && p.closes !== null).at(-1);
}

function knownNotice(docket: KnownDocket, day: string, on: ReturnType<typeof windowOn>): string {
  const name = `docket ${docket.id} (${docket.title})`;
  const { window: w, next } = on;
  switch (on.status) {
    case 'open':
      return `On ${day}, the window of ${name} is open: round ${w!.round} runs ${span(w!)} (source: ${w!.stated_by}). ${CHECK}`;
    case 'unknown': {
      if (!w) return `On ${day}, whether the window of ${name} is open is unknown: the texts we hold state no window for it. ${CHECK}`;
      const firm = lastDatedBefore(docket, w);
      const last = firm ? ` The last window with both dates stated, round ${firm.round}, ran ${span(firm)}.` : '';
      return `On ${day}, whether the window of ${name} is open is unknown. ${w.not_stated}${last} ${CHECK}`;
    }
    case 'closed': {
      const lastSentence = w ? ` The last window the texts we hold state, round ${w.round}, closed on ${w.closes}` : ' None of the windows the texts we hold state has opened yet';
      const nextSentence = next ? `; the next, round ${next.round}, opens on ${next.opens} (source: ${next.stated_by}).` : w ? ', and they state no later window.' : '.';
      return `On ${day}, the window of ${name} is closed.${lastSentence}${nextSentence} ${CHECK}`;
    }
  }
}

/** The docket's status on `day` (YYYY-MM-DD, the letter's date). */
export function docketStatus(id: string, day: string): DocketStatus {
  const docket = findDocket(id);
  if (!docket) {
    return {
      id,
      known: false,
      title: null,
      action: null,
      takes: null,
      as_of: day,
      window: { status: 'unknown', round: null, opens: null, closes: null, next_opens: null, source: null },
      notice: `Docket ${id} is not one this service knows, so it cannot say what the docket takes or whether it is open for comments on ${day}. ${CHECK}`,
    };
  }
  const on = windowOn(docket.windows, day);
  const w = on.window;
  return {
    id: docket.id,
    known: true,
    title: docket.title,
    action: docket.action,
    takes: docket.takes,
    as_of: day,
    window: {
      status: on.status,
      round: w?.round ?? null,
      opens: w?.opens ?? null,
      closes: w?.closes ?? null,
      next_opens: on.next?.opens ?? null,
      source: (w ?? on.next)?.stated_by ?? null,
    },
    notice: knownNotice(docket, day, on),
  };
}
