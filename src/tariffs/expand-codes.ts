// duty_impact's codes as estimated: an 8-digit provision (7318.15.20, as the lists print it) is
// answered line by line, each of its 10-digit lines on that day taking an even part of the
// code's share of the value; every other code stands for itself.

import { parseHtsCode, formatHtsDigits } from './hts-code.ts';
import { linesUnder } from './statistical-lines.ts';
import { TariffError } from './errors.ts';

export interface EstimatedCode {
  /** What is looked up: the code as given, or one line of an 8-digit code. */
  code: string;
  /** The 8-digit code (NNNN.NN.NN) this line was expanded from; null for a code given as is. */
  expanded_from: string | null;
  /** Index of the given code. */
  given: number;
  /** The part of the given code's share this entry takes (1, or 1/lines). */
  part: number;
}

/** Expands the 8-digit codes; throws TariffError (400) when the lines would be more than `max`, listing them. */
export function expandCodes(codes: readonly string[], day: string, max: number): EstimatedCode[] {
  const out: EstimatedCode[] = [];
  const expanded: Array<{ index: number; provision: string; lines: string[] }> = [];
  codes.forEach((code, given) => {
    const parsed = parseHtsCode(code);
    const lines = !parsed.ok && parsed.provision8 ? linesUnder(parsed.provision8, day) : [];
    if (lines.length === 0) {
      out.push({ code, expanded_from: null, given, part: 1 });
      return;
    }
    const provision = formatHtsDigits((parsed as { provision8: string }).provision8);
    expanded.push({ index: given, provision, lines });
    for (const line of lines) out.push({ code: line, expanded_from: provision, given, part: 1 / lines.length });
  });
  if (out.length > max) {
    throw new TariffError(`the 8-digit codes expand to ${out.length} statistical lines, more than the ${max} one estimate takes: give fewer codes, or the 10-digit lines you import`, {
      field: 'htsCodes',
      details: expanded.map((e) => ({ path: `htsCodes.${e.index}`, message: `${e.provision} has ${e.lines.length} lines: ${e.lines.join(', ')}` })),
    });
  }
  return out;
}
