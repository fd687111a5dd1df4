// Yotpo (reviews, loyalty): the widget loaders name the store's app key in their path.
import { URL_KINDS } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const yotpo = tagFamily('yotpo', 'Yotpo', 'https://support.yotpo.com/docs/generic-other-platforms-installing-yotpo', [
  { needle: 'yotpo.com', re: /staticw2\.yotpo\.com\/([A-Za-z0-9]{20,45})\/widget\.js/g, kinds: URL_KINDS },
  { needle: 'yotpo.com', re: /cdn-widgetsrepository\.yotpo\.com\/v1\/loader\/([A-Za-z0-9]{20,45})/g, kinds: URL_KINDS },
]);
