// Campaign Manager / Display & Video 360 Floodlight iframe and image tags. Google recommends the
// Google tag for Floodlight: iframe and image tags cannot observe all conversions.
import { hitsOf, perIdFindings, URL_KINDS, type RuleFamily, type RuleMeta } from '../rule-kit.ts';

const LEGACY: RuleMeta = { id: 'floodlight.legacy_activity_tag', severity: 'warn', vendor: 'Floodlight', reference: 'https://support.google.com/displayvideo/answer/7562276', legacy: { retired: null, notice: 'Google asks for Floodlight activities to be tagged with the Google tag (gtag.js) or Tag Manager instead of iframe and image tags.' } };

export const floodlight: RuleFamily = {
  family: 'floodlight',
  rules: [LEGACY],
  patterns: [
    { id: 'floodlight.activity', needle: 'doubleclick.net', re: /(?:ad|\d+\.fls|fls)\.doubleclick\.net\/(?:ddm\/)?activityi?[;/](?:(?:[^"'\s]{0,200}?[;/])?src=(\d{4,12}))?/g, kinds: URL_KINDS },
  ],
  judge(page) {
    return perIdFindings(LEGACY, hitsOf(page, 'floodlight.activity'), (id) => `Floodlight iframe/image activity tag${id === null ? '' : ` (advertiser ${id})`}: Google recommends the Google tag for Floodlight, which iframe and image tags cannot match.`);
  },
};
