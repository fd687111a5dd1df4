// Microsoft Clarity: inventory only.
import { URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const clarity = tagFamily('clarity', 'Microsoft Clarity', 'https://learn.microsoft.com/en-us/clarity/setup-and-installation/clarity-setup', [
  { needle: 'clarity.ms', re: /clarity\.ms\/tag\/([a-z0-9]{8,12})(?![\w-])/g, kinds: URL_KINDS },
  { needle: 'clarity', re: /["']clarity["']\s*,\s*["']script["']\s*,\s*["']([a-z0-9]{8,12})["']/g, kinds: INLINE },
]);
