// Country names as listings write them ("CN", "China", "USA", "Made in P.R.C.", and the commonest
// origins in French, German, Italian, Spanish, Portuguese and Dutch: "Chine", "Cina") mapped to one
// spelling, so sources can be compared and "Made in <word>" is only taken for a real country.
import { lazy } from '../lazy.ts';

const NAMES: Record<string, string[]> = {
  'China': ['cn', 'china', 'prc', 'p.r.c.', "people's republic of china", 'mainland china', 'chine', 'volksrepublik china', 'cina', 'repubblica popolare cinese', 'república popular china', 'república popular da china', 'chinees'],
  'United States': ['us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america', 'america', 'états-unis', 'etats-unis', 'vereinigte staaten', 'stati uniti', 'estados unidos', 'verenigde staten'],
  'Vietnam': ['vn', 'vietnam', 'viet nam', 'viêt nam', 'viet-nam', 'vietnã', 'vietname'],
  'India': ['in', 'india', 'inde', 'indien', 'índia'],
  'Mexico': ['mx', 'mexico', 'mexique', 'mexiko', 'messico', 'méxico'],
  'Taiwan': ['tw', 'taiwan', 'taïwan', 'taiwán'],
  'South Korea': ['kr', 'korea', 'south korea', 'republic of korea', 'corée du sud', 'südkorea', 'corea del sud', 'corea del sur', 'coreia do sul', 'zuid-korea'],
  'Japan': ['jp', 'japan', 'japon', 'giappone', 'japão', 'japón'],
  'Germany': ['de', 'germany', 'allemagne', 'deutschland', 'germania', 'alemania', 'alemanha', 'duitsland'],
  'Italy': ['it', 'italy', 'italie', 'italien', 'italia', 'itália', 'italië'],
  'Thailand': ['th', 'thailand', 'thaïlande', 'tailandia', 'tailândia'],
  'Indonesia': ['id', 'indonesia', 'indonésie', 'indonesien', 'indonésia', 'indonesië'],
  'Malaysia': ['my', 'malaysia'],
  'Bangladesh': ['bd', 'bangladesh'],
  'Cambodia': ['kh', 'cambodia'],
  'Canada': ['ca', 'canada'],
  'United Kingdom': ['gb', 'uk', 'u.k.', 'united kingdom', 'great britain', 'england', 'royaume-uni', 'vereinigtes königreich', 'großbritannien', 'regno unito', 'reino unido', 'verenigd koninkrijk'],
  'France': ['fr', 'france'],
  'Spain': ['es', 'spain', 'espagne', 'spanien', 'spagna', 'españa', 'espanha', 'spanje'],
  'Portugal': ['pt', 'portugal', 'portogallo'],
  'Poland': ['pl', 'poland', 'pologne', 'polen', 'polonia', 'polónia'],
  'Turkey': ['tr', 'turkey', 'türkiye', 'turkiye', 'turquie', 'türkei', 'turchia', 'turquía', 'turquia', 'turkije'],
  'Philippines': ['ph', 'philippines'],
  'Sri Lanka': ['lk', 'sri lanka'],
  'Pakistan': ['pk', 'pakistan'],
  'Hong Kong': ['hk', 'hong kong'],
  'Brazil': ['br', 'brazil', 'brésil', 'brasilien', 'brasile', 'brasil', 'brazilië'],
  'Czech Republic': ['cz', 'czech republic', 'czechia', 'république tchèque', 'tschechien', 'repubblica ceca', 'república checa', 'tsjechië'],
  'Denmark': ['dk', 'denmark'],
  'Sweden': ['se', 'sweden'],
  'Netherlands': ['nl', 'netherlands', 'holland', 'pays-bas', 'niederlande', 'paesi bassi', 'países bajos', 'países baixos', 'nederland'],
  'Belgium': ['be', 'belgium', 'belgique', 'belgien', 'belgio', 'bélgica', 'belgië'],
  'Austria': ['at', 'austria', 'autriche', 'österreich', 'áustria', 'oostenrijk'],
  'Switzerland': ['ch', 'switzerland', 'suisse', 'schweiz', 'svizzera', 'suiza', 'suíça', 'zwitserland'],
  'Israel': ['il', 'israel'],
  'Australia': ['au', 'australia'],
  'New Zealand': ['nz', 'new zealand'],
  'Guatemala': ['gt', 'guatemala'],
  'Honduras': ['hn', 'honduras'],
  'El Salvador': ['sv', 'el salvador'],
  'Dominican Republic': ['do', 'dominican republic'],
  'Peru': ['pe', 'peru'],
  'Egypt': ['eg', 'egypt'],
  'Morocco': ['ma', 'morocco'],
  'Myanmar': ['mm', 'myanmar', 'burma'],
};


// Every other country and territory by its English name and ISO 3166 code, from the ICU data
// Node ships (Intl.DisplayNames), so "Country of origin: Kenya" reads without a hand list.
// Not places of origin: the EU, the eurozone, the UN, outlying oceania, pseudo-locales, unknown.
// Built on first use: walking the 676 two-letter codes through ICU is about 20 ms of a start.
const NOT_ORIGINS = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);
const INDEXES = lazy(() => {
  const byAlias = new Map<string, string>();
  for (const [name, aliases] of Object.entries(NAMES)) for (const alias of aliases) byAlias.set(alias, name);
  const byCode = new Map<string, string>();
  const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const icuName = NOT_ORIGINS.has(code) ? undefined : regions.of(code);
      if (!icuName) continue;
      const name = byAlias.get(code.toLowerCase()) ?? byAlias.get(icuName.toLowerCase()) ?? icuName;
      byCode.set(code, name);
      for (const alias of [icuName, icuName.replace(/&/g, 'and'), icuName.replace(/^St\. /, 'Saint ')]) {
        const key = alias.toLowerCase();
        if (!byAlias.has(key)) byAlias.set(key, name);
      }
    }
  }
  return { byAlias, byCode };
});

/** The one spelling of a country, or null when the text is not a known country. */
export function normaliseCountry(text: string): string | null {
  const { byAlias, byCode } = INDEXES();
  const trimmed = text.trim();
  // A bare ISO code counts written in capitals ("KE"), as labels and feeds write it.
  if (/^[A-Z]{2}$/.test(trimmed) && byCode.has(trimmed)) return byCode.get(trimmed)!;
  const key = trimmed.toLowerCase().replace(/\s+/g, ' ').replace(/^the /, '').replace(/[.,;:]+$/, (m) => (m === '.' ? m : ''));
  return byAlias.get(key) ?? byAlias.get(key.replace(/\.$/, '')) ?? null;
}

/** The country a value of origin names ("China", "Made in USA", "Product of Kenya", "USA (imported materials)"), or null. */
export function countryOf(value: string): string | null {
  const stripped = value.replace(/^(?:(?:made|manufactured|assembled|produced)\s+in|product\s+of)\s+/i, '').trim();
  return normaliseCountry(stripped) ?? normaliseCountry(stripped.split(/\s*[(,;/]/)[0]);
}
