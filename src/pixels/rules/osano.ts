// Osano consent manager: cmp.osano.com/<customer ID>/<configuration ID>/osano.js.
import { URL_KINDS } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const osano = tagFamily('osano', 'Osano', 'https://docs.osano.com/hc/en-us/articles/22472073125652-Osano-and-Google-Tag-Manager', [
  { needle: 'cmp.osano.com', re: /cmp\.osano\.com\/([\w-]{4,60}\/[\w-]{4,60})\/osano\.js/g, kinds: URL_KINDS },
]);
