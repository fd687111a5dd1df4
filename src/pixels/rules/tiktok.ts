// TikTok Pixel: inventory only.
import { URL_KINDS, INLINE, query } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';
import { shopifySetting } from './shopify-settings.ts';

export const tiktok = tagFamily('tiktok', 'TikTok Pixel', 'https://ads.tiktok.com/help/article/get-started-pixel', [
  { needle: 'analytics.tiktok.com', re: /analytics\.tiktok\.com\/i18n\/pixel\/(?:events|sdk)\.js(?:\?(?:[^"'\s]*?&)?sdkid=([A-Z0-9]{10,30}))?/g, kinds: URL_KINDS },
  { needle: 'analytics.tiktok.com', re: new RegExp(`analytics\\.tiktok\\.com\\/api\\/v2\\/pixel${query('sdkid')}([A-Z0-9]{10,30})`, 'g'), kinds: URL_KINDS },
  shopifySetting('TikTok Pixel', /"([A-Z0-9]{10,30})"/g),
  { needle: 'ttq.load', re: /ttq\.load\(\s*['"]([A-Z0-9]{10,30})['"]/g, kinds: INLINE },
]);
