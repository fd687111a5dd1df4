// Optimizely Web Experimentation: the project snippet cdn.optimizely.com/js/<project ID>.js.
// Inventory only (an A/B-testing snippet, not a pixel; Optimizely documents it as render-blocking
// by design, so it is worth knowing it is there).
import { URL_KINDS } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const optimizely = tagFamily('optimizely', 'Optimizely', 'https://support.optimizely.com/hc/en-us/articles/4410289790221-Install-the-snippet-as-a-non-blocking-resource', [
  { needle: 'cdn.optimizely.com', re: /cdn\.optimizely\.com\/js\/(\d{5,15})\.js/g, kinds: URL_KINDS },
]);
