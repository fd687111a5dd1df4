import type { QuestionId } from '../questions.ts';

// The committed data/stacking/ files, as scripts/build-stacking-data.ts writes them and
// src/tariffs/stacking/ reads them.

export interface Section301Heading {
  chapter99_heading: string;
  /** The derived list's name for it ("1", "2", "3", "3_addl", "4A", "4B", "biden_25", ...). */
  list: string;
  /** The heading's General rate as Revision 21 prints it. */
  rate_text: string;
  /** Added to the ordinary duty; null when the rate text is not "+ N%" (none today). */
  rate_pct: number | null;
  rate_basis: 'additional';
  /** "[Compiler's note: provision suspended.]" in the heading's text: no duty is collected under it. */
  suspended: boolean;
  /** From "on or after <date>" in the heading's text; null when the heading prints no start (Lists 1-4B). */
  effective_from: string | null;
  /** Last day, from "before <date>" (the day before) or "through <date>"; null when it prints no end. */
  effective_to: string | null;
  /** The U.S. note subdivision the heading names (note 20 for Lists 1-4B, note 31 for the increases). */
  authority: string;
  /** Why the dates are what they are, where the heading prints none. */
  dates_note: string | null;
  /** The heading's text, as printed (for the citation). */
  description: string;
}

export interface Section301List extends Section301Heading {
  /** Bare 8 digits, sorted. */
  hts8: string[];
}

export interface Section301File {
  what: string;
  sources: Array<{ path: string; sha256: string; authority: 'official' | 'secondary'; what: string }>;
  lists: Section301List[];
  caveats: string[];
}

export interface Note52CountryHeading {
  chapter99_heading: string;
  /** The country as the heading prints it. */
  country: string;
  /** ISO 3166-1 alpha-2; "EU" for "a member state of the European Union". */
  iso2: string;
  /** additional: + rate_pct on the ordinary duty; all_in: the duty is rate_pct where column 1 is lower; none: the ordinary duty only. */
  rate_basis: 'additional' | 'all_in' | 'none';
  rate_pct: number | null;
  /** The heading applies only where the column 1 ad valorem rate is at least / below this percent. */
  column1_at_least_pct: number | null;
  column1_below_pct: number | null;
  /** The headings the heading's own text excepts ("Except for products described in headings ..."). */
  except: string;
  rate_text: string;
}

export interface Note52Exemption {
  chapter99_heading: string;
  description: string;
  /** Whether the subdivision it rests on is held, so the exemption can be answered from data. */
  held: 'yes' | 'no';
  why: string;
}

export interface Note52File {
  what: string;
  sources: Array<{ path: string; sha256: string; authority: 'official' | 'secondary'; what: string }>;
  effective_from: string;
  effective_from_source: string;
  note_52a: string;
  country_headings: Note52CountryHeading[];
  exemptions: Note52Exemption[];
  /** 52(b): the provisions (as printed: 8 or 10 digits) exempt under 9903.05.86. */
  exempt_52b: string[];
  /** 52(f): the Section 232 headings whose goods the country duties do not apply to (9903.05.90), each with its day. */
  exempt_52f: Array<{ subdivision: string; text: string; headings: string[]; effective_from: string }>;
  caveats: string[];
}

/** A numbered subdivision exempting the goods of Section 232 headings (52(f), 50(a)(vi), 51(c)), with its day. */
export interface Section232Exemption {
  subdivision: string;
  text: string;
  headings: string[];
  effective_from: string;
}

/** A Chapter 99 heading as one revision printed it and as Revision 21 prints it, where they differ, with why. */
export interface HeadingDisagreement {
  heading: string;
  /** description or general: the heading's own columns; note: what the note's text says of the heading. */
  field: 'description' | 'general' | 'note';
  printed: string;
  rev21: string;
  reason: string;
}

export interface Rev21Check {
  /** The older revision's text the file uses, against Revision 21's ch99 headings (USITC JSON). */
  compared: number;
  same: number;
  disagreements: HeadingDisagreement[];
}

/** A country-note heading with its rate, as the file uses it. */
export interface CountryNoteHeading {
  chapter99_heading: string;
  /** The subdivision of the note the heading's text names, e.g. "50(a)", "51(b)(1)". */
  subdivision: string;
  rate_basis: 'additional';
  rate_pct: number;
  rate_text: string;
  description: string;
  /** The revision whose text is used. */
  printed_in: string;
}

export interface CountryNoteExemption {
  chapter99_heading: string;
  description: string;
  held: 'yes' | 'no';
  why: string;
}

export interface Note50File {
  what: string;
  sources: Array<{ path: string; sha256: string; authority: 'official' | 'secondary'; what: string }>;
  effective_from: string;
  effective_from_source: string;
  /** 9903.05.02: entered before this day (goods in transit): an open question only before it. */
  in_transit_entered_before: string;
  note_50a_i: string;
  heading: CountryNoteHeading;
  exemptions: CountryNoteExemption[];
  /** 50(a)(ii): the provisions (as printed: 8 or 10 digits) exempt under 9903.05.03. */
  exempt_a_ii: string[];
  /** 50(a)(vi): the Section 232 headings whose goods owe no Brazil duty (9903.05.07), each with its day. */
  exempt_a_vi: Section232Exemption[];
  rev21_check: Rev21Check;
  caveats: string[];
}

/** One version of note 51(b) and (c): the lists and which duties (c) relieves, for the days it was printed. */
export interface Note51Version {
  revision: string;
  effective_from: string;
  /** Last day (the day before the next version); null while in force. */
  effective_to: string | null;
  /** Heading -> the provisions (as printed: 8 or 10 digits) of its 51(b) list. */
  lists: Record<string, string[]>;
  /** The headings whose duties 51(c) says "shall not apply to" the goods it names. */
  exempt_c_relieves: string[];
  exempt_c_text: string;
  exempt_c: Section232Exemption[];
}

export interface Note51File {
  what: string;
  sources: Array<{ path: string; sha256: string; authority: 'official' | 'secondary'; what: string }>;
  effective_from: string;
  effective_from_source: string;
  note_51a: string;
  headings: CountryNoteHeading[];
  versions: Note51Version[];
  /** 51(d) (9903.03.16): the civil-aircraft provisions, as far as the held text prints them. */
  civil_aircraft_d: {
    chapter99_heading: string;
    text: string;
    /** The provisions printed before the source's truncation, sorted. */
    provisions_seen: string[];
    /** The first provision cut by the truncation: a line at or after it may be on the list (not known). */
    unknown_from: string;
  };
  exemptions: CountryNoteExemption[];
  rev21_check: Rev21Check;
  caveats: string[];
}

/** One duty that stacks on the ordinary duty (and, where the texts say so, on Section 232). */
export interface StackedPart {
  part: 'section301' | 'note52' | 'note50' | 'note51';
  chapter99_heading: string;
  /** The heading's rate: added to the ordinary duty (additional), or the whole duty where the ordinary rate is lower (all_in). */
  rate_pct: number;
  rate_basis: 'additional' | 'all_in';
  /** What the part adds over the ordinary duty, percent of value (all_in: the floor less the ordinary rate, never below 0); null when the ordinary rate is not a percent. */
  added_pct: number | null;
  /** The value the rate applies to: the whole customs value for every part here. */
  value_base: 'full_value';
  authority: string;
  /** The days the heading is in force (null: the heading prints no such date; see notes). */
  effective_from: string | null;
  effective_to: string | null;
  /** The fact this part depends on; null when it applies for certain. */
  when: string | null;
  /** True when the line's membership rests on a secondary (derived) list. */
  secondary: boolean;
  citations: string[];
}

/** Parts of one action for one line, origin and day. */
export interface StackingAnswer {
  /** Parts that apply for certain (given the facts passed in). */
  parts: StackedPart[];
  /** Exactly one option of each choice applies; the question names what decides it. */
  choices: Array<{ question: string; options: StackedPart[] }>;
  /** What the texts held cannot answer for this line (an exemption not held, an unsettled stacking rule): named, never assumed. */
  open_questions: string[];
  /** Why a heading does not apply (an exemption that does, a suspended list, a day outside its dates). */
  notes: string[];
  /** The catalogue's questions (the answers input) whose answer would settle a part here. */
  questions?: QuestionId[];
}
