// Attentive (SMS and email sign-up, on-site event tracking): cdn.attn.tv/<site slug>/dtag.js,
// often injected as a Shopify app ScriptTag.
import { URL_KINDS } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const attentive = tagFamily('attentive', 'Attentive', 'https://docs.attentivemobile.com/pages/legacy-integrations/tag/', [
  { needle: 'attn.tv', re: /cdn\.attn\.tv\/([\w-]{2,40})\/dtag\.js/g, kinds: URL_KINDS },
]);
