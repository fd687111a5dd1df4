// Adobe's tag managers: Dynamic Tag Management (DTM, satelliteLib-<hash>.js) and its successor,
// Adobe Experience Platform Launch, now "Tags" (launch-<env>.min.js). Adobe sunset DTM in
// steps: properties read-only from 22 February 2021, servers decommissioned on 20 April 2021.
// Adobe also said previously published DTM libraries keep working, so a satelliteLib is legacy
// (nobody can edit or republish it) but still runs: info, not a warning.
import type { Finding } from '../types.ts';
import { distinctIds, finding, hitsOf, URL_KINDS, type RuleFamily, type RuleMeta } from '../rule-kit.ts';

const DTM_SUNSET = 'https://experienceleaguecommunities.adobe.com/t5/adobe-experience-platform-data/dtm-plans-for-a-sunset/bc-p/397465';

const DTM: RuleMeta = { id: 'adobe_tags.dtm_satellitelib', severity: 'info', vendor: 'Adobe Dynamic Tag Management', reference: DTM_SUNSET, legacy: { retired: '2021-04-20', notice: 'Adobe Dynamic Tag Management was sunset on 20 April 2021; its libraries still run but can no longer be edited.' } };
const LAUNCH: RuleMeta = { id: 'adobe_tags.launch', severity: 'info', vendor: 'Adobe Experience Platform Tags', reference: 'https://experienceleague.adobe.com/docs/experience-platform/tags/publish/environments/environments.html' };

export const adobeTags: RuleFamily = {
  family: 'adobe_tags',
  rules: [DTM, LAUNCH],
  patterns: [
    { id: 'adobe_tags.dtm', needle: 'adobedtm.com', re: /assets\.adobedtm\.com\/(?:[\w-]+\/)*(satelliteLib-[0-9a-f]{8,64})(?:\.min)?\.js/g, kinds: URL_KINDS },
    { id: 'adobe_tags.launch', needle: 'adobedtm.com', re: /assets\.adobedtm\.com\/(?:[\w-]+\/)*(launch-[A-Za-z0-9]{6,64})(?:-development|-staging)?(?:\.min)?\.js/g, kinds: URL_KINDS },
  ],
  judge(page) {
    const out: Finding[] = [];
    const dtm = hitsOf(page, 'adobe_tags.dtm');
    if (dtm.length > 0) {
      const ids = distinctIds(dtm);
      out.push(finding(DTM, `Adobe DTM library ${ids.join(', ')}: Adobe sunset Dynamic Tag Management (read-only from 22 February 2021, servers off 20 April 2021); the published library still runs but can no longer be edited. Adobe's successor is Tags (Launch).`, dtm, { ids }));
    }
    const launch = hitsOf(page, 'adobe_tags.launch');
    if (launch.length > 0) {
      const ids = distinctIds(launch);
      out.push(finding(LAUNCH, `Adobe Experience Platform Tags (Launch) library ${ids.join(', ')}: tags it injects later are not visible in the HTML.`, launch, { ids }));
    }
    return out;
  },
};
