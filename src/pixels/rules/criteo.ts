// Criteo OneTag: inventory only.
import { URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const criteo = tagFamily('criteo', 'Criteo OneTag', 'https://help.criteo.com/', [
  { needle: 'criteo.', re: /(?:static\.criteo\.net\/js\/ld\/(?:ld|publishertag)\.js|dynamic\.criteo\.com\/js\/ld\/ld\.js(?:\?a=(\d{2,8}))?)/g, kinds: URL_KINDS },
  { needle: 'criteo_q', re: /criteo_q\.push\(\s*\{\s*event\s*:\s*["']setAccount["']\s*,\s*account\s*:\s*["']?(\d{2,8})/g, kinds: INLINE },
]);
