// How the web pages name each request field, in a seller's words: the label the form shows and
// a line of help for the page's list of request fields. The one mapping from a wire field to
// what a page calls it: the forms take their labels from here, the list of request fields its
// help, and the form carries the labels (data-labels) so /assets/app.js names the field of an
// error as the page shows it. The API's own descriptions (written for agents) stay in /docs.

export interface FieldText {
  label: string;
  help: string;
}

const COMMON: Record<string, FieldText> = {
  htsCodes: { label: 'HTS codes', help: 'Your products\' 10-digit HTS codes, e.g. "7326.90.8688", written as text so leading zeros stay; up to 50.' },
  htsCode: { label: 'HTS code', help: 'The listing\'s HTS code, e.g. "9503.00.0073"; for toys its last digits give the age grade.' },
  annualImportValueUsd: { label: 'Annual import value (US dollars)', help: 'What you import under these codes in a year, in US dollars.' },
  countryOfOrigin: { label: 'Country of origin', help: 'Where the goods come from: canada, mexico, eu, china, japan, south_korea or other.' },
  originCountry: { label: 'Origin country', help: 'The exact country, by name or two-letter code (e.g. Switzerland or CH), for the treatments a country gets of its own.' },
  answers: { label: 'Answers to the open questions', help: 'Yes or no to the questions an answer asks (e.g. whether a part is for a drone); each answer narrows the result.' },
  asOf: { label: 'Date', help: 'The day to answer for, YYYY-MM-DD; today when left out.' },
  email: { label: 'Email', help: 'Not needed. If given it is checked, then dropped: never stored.' },
};

/** Where a tool's field means something of its own. */
const BY_TOOL: Record<string, Record<string, FieldText>> = {
  scan_storefront: {
    url: { label: 'Storefront page address', help: 'The address of a public page of your store, e.g. https://your-store.example/.' },
  },
  readiness_check: {
    storeUrl: { label: 'Product listing address', help: 'The address of the public product page to check.' },
    url: { label: 'Product listing address', help: 'Another name for storeUrl: give one of the two.' },
  },
  draft_comment_letter: {
    docketId: { label: 'Docket id', help: 'The regulations.gov docket the letter comments on; BIS-2025-0023 when left out.' },
    inclusionRequestId: { label: 'Inclusion request id', help: 'The inclusion request the letter answers, when there is one.' },
    company: { label: 'Company', help: 'Your company, as the letter names it.' },
    contactName: { label: 'Contact name', help: 'Who signs the letter.' },
    title: { label: 'Title', help: 'The signer\'s job title.' },
    email: { label: 'Email', help: 'Written under the signature. Used only in the draft: never stored.' },
    position: { label: 'Position', help: 'Whether the letter opposes or supports the inclusion (oppose or support).' },
    htsCodes: { label: 'HTS codes', help: 'The products the letter is about, 10-digit HTS codes written as text; up to 50. Each is looked up and its status cited.' },
    annualImportValueUsd: { label: 'Annual import value (US dollars)', help: 'With the country of origin, the letter states the duty the inclusion would cost you.' },
    countryOfOrigin: { label: 'Country of origin', help: 'Where the goods come from; give it with the import value.' },
    asOf: { label: 'Date', help: 'The letter\'s date, YYYY-MM-DD; today when left out.' },
    facts: { label: 'Facts, in your words', help: 'Up to three texts of your own, each under its heading: domesticAvailability, supplyChain, jobs.' },
    'facts.domesticAvailability': { label: 'Domestic availability', help: 'Whether US makers supply this product.' },
    'facts.supplyChain': { label: 'Supply chain', help: 'Where and how you source it.' },
    'facts.jobs': { label: 'Jobs', help: 'The jobs that depend on it.' },
  },
};

/** What the pages call a tool's field; undefined for a field they have no words for. */
export function fieldText(tool: string, name: string): FieldText | undefined {
  return BY_TOOL[tool]?.[name] ?? COMMON[name];
}

/** Every label a tool's fields have, by wire name (for the form's data-labels). */
export function fieldLabels(tool: string, names: string[]): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const name of names) {
    const text = fieldText(tool, name);
    if (text) labels[name] = text.label;
  }
  return labels;
}
