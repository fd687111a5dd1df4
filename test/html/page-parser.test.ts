// The readiness walk's parser (src/html/page-parser.ts) must hear what htmlparser2's Parser
// (through BoundedParser, skipping every tag past the bound, as the walk read pages before)
// hears: the same opens, closes and texts, in order, with the same startIndex and endIndex at
// each, and the attributes read. Compared on generated tag soup, on crafted edge cases (cut-off
// tags, CDATA, deep nesting past the bound, end tags that close nothing) and on every shared page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Handler } from 'htmlparser2';
import { BoundedParser } from '../../src/html/bounded-parser.ts';
import { PageParser, type AttributeSlots } from '../../src/html/page-parser.ts';
import { tagSoup } from './tag-soup.ts';
import { skipWithoutShared } from '../support/shared-data.ts';

const READ = ['class', 'id', 'href', 'data-x', 'src', 'content'];

/** Attributes read into slots, the first of each name kept. */
class Slots implements AttributeSlots {
  values: Array<string | undefined> = [];
  clear(): void {
    this.values = [];
  }
  slotOf(name: string): number {
    return READ.indexOf(name);
  }
  fill(slot: number, value: string): void {
    this.values[slot] ??= value;
  }
  toString(): string {
    return READ.map((name, slot) => (this.values[slot] === undefined ? '' : ` ${name}=${JSON.stringify(this.values[slot])}`)).join('');
  }
}

interface Heard {
  events: string[];
  flattened: number[];
}

function viaPageParser(html: string, maxOpen: number): Heard {
  const events: string[] = [];
  const flattened: number[] = [];
  const slots = new Slots();
  const at = () => `@${parser.startIndex}-${parser.endIndex}`;
  const parser: PageParser = new PageParser(html, {
    open: (name) => events.push(`<${name}${slots} ${at()}`),
    close: (name) => events.push(`</${name} ${at()}`),
    text: (data) => events.push(`text ${JSON.stringify(data)} ${at()}`),
  }, slots, maxOpen, (start) => flattened.push(start));
  parser.run();
  return { events, flattened };
}

function viaParser(html: string, maxOpen: number): Heard {
  const events: string[] = [];
  const flattened: number[] = [];
  const at = () => `@${parser.startIndex}-${parser.endIndex}`;
  const kept = (attrs: Record<string, string>) => READ.map((name) => (attrs[name] === undefined ? '' : ` ${name}=${JSON.stringify(attrs[name])}`)).join('');
  const cbs: Partial<Handler> = {
    onopentag: (name, attrs) => events.push(`<${name}${kept(attrs)} ${at()}`),
    onclosetag: (name) => events.push(`</${name} ${at()}`),
    ontext: (data) => events.push(`text ${JSON.stringify(data)} ${at()}`),
  };
  const parser: BoundedParser = new BoundedParser(cbs, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }, maxOpen, (start) => flattened.push(start), new Set());
  parser.write(html);
  parser.end();
  return { events, flattened };
}

function assertSame(html: string, maxOpen: number, what: string): void {
  const ours = viaPageParser(html, maxOpen);
  const theirs = viaParser(html, maxOpen);
  assert.deepEqual(ours.events, theirs.events, what);
  assert.deepEqual(ours.flattened, theirs.flattened, what);
}

test('on tag soup, every event is the Parser\'s, offsets and attributes included, within the bound and past it', () => {
  for (let seed = 1; seed <= 60; seed++) {
    const html = tagSoup(seed, 400);
    assertSame(html, 512, `seed ${seed}`);
    assertSame(html, 4, `seed ${seed}, 4 open at most`);
    // Deep enough (200 elements) for end tags to be checked against the open elements' names.
    assertSame(`${'<section><span>'.repeat(100)}${html}`, 512, `seed ${seed}, nested`);
  }
});

test('on edge cases the Parser handles its own way, every event is the Parser\'s', () => {
  const pages = [
    // Opening tags the page cuts off: the Parser announces none of them.
    '<div class="a"><span class="b', '<div class=a><img class=x data-x', '<div class=a>x<p class=b', '<p>a</p',
    // First of a name wins; entities in values and text; a value with no quotes; an attribute with no value.
    '<p class="a&amp;b" CLASS="c" data-x=1&lt;2 id>t &eacute;&#x41;&nosuch; x</p>',
    // </p> and </br> with nothing to close; a second <form>; void elements and their end tags.
    '</p></br><form class=f1><form class=f2 data-x=3><input class=i></form></input><img src=a></img>',
    // SVG: camelCase names, self-closing tags, CDATA as text, <title> and <foreignObject> back to HTML, <image>.
    '<svg><clipPath id=c/><foreignObject><p class=in>html<b/>x</p></foreignObject><![CDATA[a<b]]><title>t</title><image href=i /></svg><image src=j>',
    '<math><mi>x</mi><annotation-xml><svg><path/></svg></annotation-xml></math><![CDATA[not text in html]]>',
    // Comments, a doctype, a processing instruction, raw text.
    '<!DOCTYPE html><!-- c --><?xml x?><script>if (a<b) "</div>"</script><style>p{}</style><title>a &amp; b</title><textarea>x</textarea>',
    // Implied closes.
    '<table><tr><td>a<td>b<tr><th>c</table><ul><li>a<li>b</ul><dl><dt>a<dd>b</dl><select><option>a<option>b</select><h1>a<h2>b',
    // Past the bound: tags skipped, their text read as the ancestor's, end tags that close nothing passed over.
    `${'<div class=d>'.repeat(600)}deep<a href=x>link</a></b></i></div>${'</span>'.repeat(300)}<p class=after>after`,
    `${'<b>'.repeat(300)}${'</i>'.repeat(300)}${'</b>'.repeat(300)}<p>ok</p>`,
  ];
  for (const html of pages) {
    assertSame(html, 512, html.slice(0, 80));
    assertSame(html, 3, `${html.slice(0, 80)} (3 open at most)`);
  }
});

const SHARED_PAGES = fileURLToPath(new URL('../../../shared/data/pages/', import.meta.url));
// Optional outside CI, required under CI=true (test/support/shared-data.ts).
const skip = skipWithoutShared(existsSync(SHARED_PAGES), '../shared/data/pages');

test('on every shared real page, every event is the Parser\'s', { skip }, () => {
  const files: string[] = [];
  const collect = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = `${dir}/${name}`;
      if (statSync(path).isDirectory()) collect(path);
      else if (name.endsWith('.html')) files.push(path);
    }
  };
  collect(SHARED_PAGES);
  assert.ok(files.length > 0);
  for (const file of files) assertSame(readFileSync(file, 'utf8'), 512, file);
});
