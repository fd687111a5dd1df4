// Listed articles: one per (listed provision, metal), with a stable slug for the web page
// /tariffs/articles/<slug>. The slug is derived from the provision's digits and its metal
// only, never from list order or wording, so it survives data rebuilds.

import { hsDescriptionsFile, regimesFile } from './dataset.ts';
import { formatHtsDigits } from './hts-code.ts';
import { lazy } from '../lazy.ts';
import type { Metal, RatePeriod, Regime, SectionList } from './dataset-types.ts';

export interface ArticleListing {
  regime: string;
  list_id: string;
  list: string;
  chapter99_heading: string;
  effective_from: string;
  effective_to: string | null;
  rates: RatePeriod[];
  citations: string[];
  /** What the rate is charged on for this article under the listing's regime. */
  value_base: 'full_value' | 'metal_content';
  /** Under this regime the article pays only when the metal is at least 15% of its weight. */
  weight_condition: boolean;
}

export interface Article {
  slug: string;
  /** The provision as lists print it, dotted (e.g. 7326.90.86). */
  code_heading: string;
  metal: Metal;
  /** HS text of the provision's heading and subheading. */
  hs_description: string;
  listings: ArticleListing[];
}

export function articleSlug(digits: string, metal: Metal): string {
  return `${formatHtsDigits(digits).replace(/\./g, '-')}-${metal}`;
}

const HS = hsDescriptionsFile.descriptions;

/** "heading text: subheading text" from the HS 2022 descriptions (ASCII, so answers serialise as one-byte strings) (national 8/10-digit texts are not in the data). */
export function hsDescription(digits: string): string {
  const heading = HS[digits.slice(0, 4)] ?? `heading ${digits.slice(0, 4)}`;
  const sub = digits.length >= 6 ? HS[digits.slice(0, 6)] : undefined;
  return sub ? `${heading}: ${sub}` : heading;
}

/** The article_name an adjacent hit shows: its HS text and the list it sits on. */
export function articleName(digits: string, list: SectionList): string {
  return `${hsDescription(digits)} [${list.name}]`;
}

/** The value base and the weight condition a regime gives an article of a chapter (as the lookup applies them). */
function regimeTerms(regime: Regime | undefined, chapter: string): Pick<ArticleListing, 'value_base' | 'weight_condition'> {
  const full = !regime || regime.full_value_chapters === 'all' || regime.full_value_chapters.includes(chapter);
  const exempt = regime?.weight_condition_exempt_chapters;
  return { value_base: full ? 'full_value' : 'metal_content', weight_condition: Boolean(exempt && !exempt.includes(chapter)) };
}

function buildArticles(): Map<string, Article> {
  const bySlug = new Map<string, Article>();
  const regimes = new Map(regimesFile.regimes.map((r) => [r.id, r]));
  for (const list of regimesFile.lists) {
    for (const code of list.provisions) {
      const digits = code.replace(/\./g, '');
      const slug = articleSlug(digits, list.metal);
      let article = bySlug.get(slug);
      if (!article) {
        article = { slug, code_heading: formatHtsDigits(digits), metal: list.metal, hs_description: hsDescription(digits), listings: [] };
        bySlug.set(slug, article);
      }
      article.listings.push({
        regime: list.regime,
        list_id: list.id,
        list: list.name,
        chapter99_heading: list.chapter99_heading,
        effective_from: list.effective_from,
        effective_to: list.effective_to,
        rates: list.rates,
        citations: list.citations,
        ...regimeTerms(regimes.get(list.regime), digits.slice(0, 2)),
      });
    }
  }
  return bySlug;
}

const ARTICLES = lazy(buildArticles);

/** The listed article a slug names (for /tariffs/articles/<slug>), or null when no list has it. */
export function resolveArticleSlug(slug: string): Article | null {
  return ARTICLES().get(String(slug).trim().toLowerCase()) ?? null;
}

/** Every article slug, sorted (for sitemaps and tests). */
export function articleSlugs(): string[] {
  return [...ARTICLES().keys()].sort();
}

/**
 * Listed articles matching a code prefix (digits, dots optional) or words (every word in the
 * HS text or a list's name), in code order.
 */
export function searchArticles(query: string): Article[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const all = articleSlugs().map((s) => ARTICLES().get(s)!);
  if (/^[\d.\s]+$/.test(q)) {
    const digits = q.replace(/[.\s]/g, '');
    return all.filter((a) => a.code_heading.replace(/\./g, '').startsWith(digits) || digits.startsWith(a.code_heading.replace(/\./g, '')));
  }
  const words = q.split(/\s+/);
  return all.filter((a) => {
    const hay = `${a.hs_description} ${a.metal} ${a.listings.map((l) => l.list).join(' ')}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
