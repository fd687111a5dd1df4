// Hotjar: inventory only.
import { URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const hotjar = tagFamily('hotjar', 'Hotjar', 'https://help.hotjar.com/hc/en-us/articles/115009336727-How-to-Install-Your-Hotjar-Tracking-Code', [
  { needle: 'hotjar.com', re: /static\.hotjar\.com\/c\/hotjar-(\d{5,10})?/g, kinds: URL_KINDS },
  { needle: 'hjid', re: /hjid\s*:\s*(\d{5,10})/g, kinds: INLINE },
]);
