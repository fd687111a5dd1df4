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

/** One duty that stacks on the ordinary duty (and, where the texts say so, on Section 232). */
export interface StackedPart {
  part: 'section301' | 'note52';
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
}
