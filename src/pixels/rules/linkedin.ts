// LinkedIn Insight Tag: inventory only.
import { URL_KINDS, INLINE, query } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const linkedin = tagFamily('linkedin', 'LinkedIn Insight Tag', 'https://www.linkedin.com/help/lms/answer/a418880', [
  { needle: 'snap.licdn.com', re: /snap\.licdn\.com\/li\.lms-analytics\/insight\.min\.js/g, kinds: URL_KINDS },
  { needle: '_linkedin_data_partner_ids', re: /_linkedin_data_partner_ids\.push\(\s*["']?(\d{3,10})/g, kinds: INLINE },
  { needle: '_linkedin_partner_id', re: /_linkedin_partner_id\s*=\s*["']?(\d{3,10})/g, kinds: INLINE },
  { needle: 'px.ads.linkedin.com', re: new RegExp(`px\\.ads\\.linkedin\\.com\\/collect\\/?${query('pid')}(\\d{3,10})`, 'g'), kinds: URL_KINDS },
]);
