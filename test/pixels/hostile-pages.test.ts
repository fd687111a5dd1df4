// Crafted pages (issue 34): any caller of the public scan controls the page, so what the scan
// collects is bounded and a page past a bound is told so in the report (the info finding
// scan.limits_reached), while ordinary pages read as before. Shapes come from the benchmark's
// generator (bench/lib/hostile-pages.ts), built small; how the scan's time grows with them is
// measured in bench/hostile-pages.ts, never here.
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { hostilePage, ORDINARY } from '../../bench/lib/hostile-pages.ts';
import { LIMITS_RULE_ID, MAX_COUNTED_IDS, MAX_IDS_PER_DETECTOR, MAX_LISTED, MAX_TAG_PLACES } from '../../src/pixels/limits.ts';
import { MAX_OPEN_ELEMENTS } from '../../src/html/page-limits.ts';
import type { Finding, ScanResult } from '../../src/pixels/index.ts';
import { bytesAt, page, scan } from './helpers.ts';

const limitsOf = (r: ScanResult): Finding | undefined => r.findings.find((f) => f.rule_id === LIMITS_RULE_ID);
const one = (r: ScanResult, ruleId: string): Finding => {
  const found = r.findings.filter((f) => f.rule_id === ruleId);
  assert.equal(found.length, 1, `one ${ruleId} finding`);
  return found[0]!;
};
const count = (s: string, part: string): number => s.split(part).length - 1;
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

test('more distinct IDs than the scan counts: the limits finding says "more than" the count it stopped at', () => {
  const ids = MAX_IDS_PER_DETECTOR + MAX_COUNTED_IDS + 200;
  const calls = Array.from({ length: ids }, (_, i) => `fbq("init", "${100000000000000 + i}");`).join('\n');
  const r = scan(page(`<script>${calls}</script>`));
  // The same ID again past the count is not "more".
  const again = scan(page(`<script>${calls}\nfbq("init", "${100000000000000 + MAX_IDS_PER_DETECTOR + 1}");</script>`));
  const counted = thousands(MAX_IDS_PER_DETECTOR + MAX_COUNTED_IDS);
  assert.match(limitsOf(r)!.message, new RegExp(`Meta Pixel IDs \\(meta\\.init\\): more than ${counted} distinct on the page, the first 50 read`));
  const exact = Array.from({ length: MAX_IDS_PER_DETECTOR + MAX_COUNTED_IDS }, (_, i) => `fbq("init", "${100000000000000 + i}");`).join('\n');
  assert.match(limitsOf(scan(page(`<script>${exact}\nfbq("init", "100000000000001");</script>`)))!.message, new RegExp(`\\(meta\\.init\\): ${counted} distinct on the page`));
  assert.match(limitsOf(again)!.message, /more than/);
});

test('2,000 distinct fbq init IDs: the Meta findings and inventory name the first 50, and the limits finding says how many there are', () => {
  const html = hostilePage('fbq-init-ids', 70_000);
  const ids = [...html.matchAll(/fbq\("init", "(\d+)"\)/g)].map((m) => m[1]!);
  assert.ok(ids.length > 2000, `${ids.length} IDs`);
  const r = scan(html);
  const first = ids.slice(0, MAX_IDS_PER_DETECTOR);
  assert.deepEqual(one(r, 'meta.tag').ids, first);
  assert.deepEqual(one(r, 'meta.multiple_pixels').ids, first);
  assert.match(one(r, 'meta.multiple_pixels').message, /^50 Meta pixel IDs on one page/);
  assert.deepEqual(r.inventory.find((e) => e.vendor === 'Meta Pixel')?.ids, first);

  const limits = limitsOf(r)!;
  assert.equal(limits.severity, 'info');
  assert.match(limits.message, new RegExp(`Meta Pixel IDs \\(meta\\.init\\): ${thousands(ids.length)} distinct on the page, the first 50 read`));
  // Its evidence is the first call it did not read, at its byte offset.
  const [ev] = limits.evidence!;
  assert.equal(ev!.snippet, `fbq("init", "${ids[MAX_IDS_PER_DETECTOR]}`);
  assert.equal(bytesAt(html, ev!.offset!, ev!.snippet), ev!.snippet);
  // Info: it costs no points, and the score is what the bounded findings give.
  assert.equal(r.severity_counts.info, r.findings.filter((f) => f.severity === 'info').length);
});

test('Universal Analytics properties: one error finding each for the first 50, not one per ID the page names', () => {
  const html = hostilePage('ua-property-ids', 40_000);
  const total = count(html, "ga('create'");
  assert.ok(total > 900);
  const r = scan(html);
  const perId = r.findings.filter((f) => f.rule_id === 'ga.ua_property_id');
  assert.equal(perId.length, MAX_IDS_PER_DETECTOR);
  assert.deepEqual(perId.map((f) => f.ids![0]), [...html.matchAll(/UA-\d+-1/g)].slice(0, MAX_IDS_PER_DETECTOR).map((m) => m[0]));
  assert.match(limitsOf(r)!.message, new RegExp(`\\(ga\\.ua_id\\): ${thousands(total)} distinct`));
  assert.equal(r.score, 100 - 30);
});

test('asyncLoad listing hundreds of app hosts: the finding counts every ScriptTag, lists 50 hosts and says how many more', () => {
  const html = hostilePage('shopify-asyncload-hosts', 30_000);
  const urls = count(html, 'https:\\/\\/');
  const hosts = urls; // one new host per URL, the last one included
  const r = scan(html);
  const apps = one(r, 'shopify.scripttag_asyncload');
  assert.equal(apps.count, urls);
  assert.equal(apps.ids!.length, MAX_LISTED);
  assert.deepEqual(apps.ids!.slice(0, 2), ['app0.apps.example', 'app1.apps.example']);
  assert.match(apps.message, new RegExp(`^${thousands(urls)} app ScriptTags injected by asyncLoad \\(app0\\.apps\\.example, .*app49\\.apps\\.example and ${thousands(hosts - MAX_LISTED)} more\\)`));
  assert.match(limitsOf(r)!.message, new RegExp(`app ScriptTag hosts \\(asyncLoad\\): ${thousands(hosts)} on the page, the first 50 listed`));
});

test('asyncLoad listing more app hosts than a scan counts: every URL counted, the hosts "at least" the number counted', () => {
  const counted = MAX_LISTED + MAX_COUNTED_IDS;
  const urls = counted + 300;
  const list = Array.from({ length: urls }, (_, i) => `"https:\\/\\/app${i}.apps.example\\/x.js"`).join(',');
  const r = scan(page(`<script>(function() { function asyncLoad() { var urls = [${list}]; } })();</script>`));
  const apps = one(r, 'shopify.scripttag_asyncload');
  assert.equal(apps.count, urls);
  assert.equal(apps.ids!.length, MAX_LISTED);
  assert.match(apps.message, new RegExp(`app49\\.apps\\.example and at least ${thousands(counted - MAX_LISTED)} more\\)`));
  assert.match(limitsOf(r)!.message, new RegExp(`app ScriptTag hosts \\(asyncLoad\\): at least ${thousands(counted)} \\(the first ${thousands(counted)} counted\\) on the page, the first 50 listed`));
});

test('webPixelsConfigList with hundreds of pixels: the finding counts them all, describes 50, and the limits finding says so', () => {
  const html = hostilePage('web-pixel-configs', 60_000);
  const pixels = count(html, '"apiClientId"');
  const r = scan(html);
  const manager = one(r, 'shopify.web_pixels_present');
  assert.match(manager.message, new RegExp(`^Shopify Web Pixels Manager with ${thousands(pixels)} web pixels: 100000000 \\(APP, STRICT\\), .* and ${thousands(pixels - MAX_LISTED)} more\\.`));
  assert.equal(manager.ids!.length, MAX_LISTED);
  assert.match(limitsOf(r)!.message, new RegExp(`Shopify web pixels \\(webPixelsConfigList\\): ${thousands(pixels)} on the page, the first 50 read`));
});

test('more places a tag can sit than a scan reads: the first are read, and the limits finding says there are more and quotes the first unread', () => {
  const loader = (i: number) => `<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-${String(1000000 + i)}"></script>`;
  const pixels = Array.from({ length: 2 }, () => '<img width="1" height="1" src="https://www.facebook.com/tr?id=123456789012345&ev=PageView">').join('');
  const before = Array.from({ length: MAX_TAG_PLACES - 1 }, (_, i) => loader(i)).join('');
  // The last place read is an inline script; then two image pixels and 10 loaders go unread.
  const html = page(`${before}<script>fbq('init', '111111111111111');</script>`, `${pixels}${Array.from({ length: 10 }, (_, i) => loader(MAX_TAG_PLACES + i)).join('')}`);
  const r = scan(html);
  assert.deepEqual(one(r, 'meta.tag').ids, ['111111111111111'], 'the pixels past the bound are not read');
  const limits = limitsOf(r)!;
  assert.match(limits.message, new RegExp(`places a tag can sit \\(script src or code, noscript or 1x1 images, iframes, preload links, meta tags\\): more than ${thousands(MAX_TAG_PLACES)} on the page, the first ${thousands(MAX_TAG_PLACES)} read`));
  const ev = limits.evidence!.find((e) => e.snippet!.startsWith('<img'))!;
  assert.equal(bytesAt(html, ev.offset!, ev.snippet!), ev.snippet);
  assert.equal(ev.offset, Buffer.byteLength(html.slice(0, html.indexOf('<img'))));
  // One place fewer: everything is read, no limits finding.
  const under = scan(page(before, `${pixels.slice(0, pixels.length / 2)}`));
  assert.deepEqual(one(under, 'meta.tag').ids, ['123456789012345']);
  assert.equal(limitsOf(under)?.message.includes('places a tag can sit') ?? false, false);
});

test('5,000 unclosed <div>: tags inside are still read, and the limits finding quotes the first element read as empty', () => {
  const prefix = '<!doctype html><html><head><title>t</title></head><body>';
  const html = `${prefix}${'<div>'.repeat(5000)}<script async src="https://www.googletagmanager.com/gtag/js?id=G-DEEP12345"></script>` +
    '<noscript><img height="1" width="1" src="https://www.facebook.com/tr?id=123456789012345&ev=PageView&noscript=1"></noscript></body></html>';
  const r = scan(html);
  assert.deepEqual(one(r, 'gtag.inventory').ids, ['G-DEEP12345']);
  // The noscript opens past the bound, so it holds nothing: its image reads as a 1x1 image pixel.
  assert.deepEqual(one(r, 'meta.tag').ids, ['123456789012345']);
  const limits = limitsOf(r)!;
  assert.match(limits.message, new RegExp(`elements opened inside ${MAX_OPEN_ELEMENTS} open ones, read as empty elements where a tag can sit \\(script, img, iframe, link, meta\\) and skipped otherwise`));
  const [ev] = limits.evidence!;
  // <html> and <body> are open too: the element past the bound is div number MAX_OPEN_ELEMENTS - 1.
  assert.equal(ev!.snippet, '<div>');
  assert.equal(ev!.offset, prefix.length + (MAX_OPEN_ELEMENTS - 2) * '<div>'.length);
});

test('every deep-nesting shape is scanned to the end: a tag after 100 KB of nesting is found', () => {
  for (const name of ['deep-div', 'deep-mixed', 'deep-closed', 'deep-then-stray-closes']) {
    const html = hostilePage(name, 100_000).replace('</body>', '<script async src="https://www.googletagmanager.com/gtag/js?id=G-AFTER1234"></script></body>');
    const r = scan(html);
    assert.deepEqual(r.findings.find((f) => f.rule_id === 'gtag.inventory')?.ids, ['G-AFTER1234'], name);
  }
});

/**
 * Scans a crafted page in a child process and answers its findings' rule ids, or null when it has
 * not finished within `seconds`: a scan is synchronous, so a test's own timeout could not stop it.
 */
function scanCompletes(shape: string, bytes: number, seconds: number): string[] | null {
  const script = `import { hostilePage } from ${JSON.stringify(new URL('../../bench/lib/hostile-pages.ts', import.meta.url).href)};
    import { scanHtml } from ${JSON.stringify(new URL('../../src/pixels/index.ts', import.meta.url).href)};
    process.stdout.write(JSON.stringify(scanHtml(hostilePage(${JSON.stringify(shape)}, ${bytes})).findings.map((f) => f.rule_id)));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { timeout: seconds * 1000, encoding: 'utf8' });
  return child.status === 0 ? (JSON.parse(child.stdout) as string[]) : null;
}

test('tag URLs repeated back to back in one attribute, or cut short and repeated, are scanned to completion (it took minutes to hours)', () => {
  // Among the cut tags: two runs in one vendor template (sdk*.js?shopId=) made each try cubic in the attribute's length.
  const repeated = scanCompletes('long-attribute-tag-url', 1_000_000, 60);
  assert.ok(repeated?.includes('gtag.inventory'), 'the 1 MB attribute of repeated tag URLs was scanned');
  assert.ok(scanCompletes('repeated-match-prefixes', 1_000_000, 60)?.includes('scan.limits_reached'), 'the 1 MB page of cut tags was scanned');
});

test('a query string stops at the next URL: a parameter of the next URL is not this one\'s', () => {
  // Before, the run to `id=` crossed into the next URL's query string.
  const html = page('<script src="https://www.googletagmanager.com/gtag/js?l=dl,https://cdn.example/x.js?a=1&id=G-NOTGTAG12"></script>');
  assert.deepEqual(scan(html).findings.filter((f) => f.rule_id === 'gtag.inventory'), []);
});

test('an ordinary page of 300 KB reads as it always did: its tags, no limits finding', () => {
  const r = scan(ORDINARY.build(300_000));
  assert.equal(limitsOf(r), undefined);
  assert.deepEqual(one(r, 'gtag.inventory').ids, ['G-ABC123XYZ9']);
  assert.deepEqual(one(r, 'meta.tag').ids, ['123456789012345']);
  assert.equal(r.platform, 'Shopify');
});
