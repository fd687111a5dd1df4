// The parser both scanners read pages with (src/html/bounded-parser.ts): htmlparser2's Parser,
// event for event, up to its bound on open elements; past it, opening tags read as empty
// elements. Its shortcut for end tags that close nothing must change no event, so it is
// compared with the plain Parser on generated tag soup (implied closes, </p> and </br>, forms,
// SVG's camelCase names, upper-case tags, raw-text elements).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Parser, type Handler, type ParserOptions } from 'htmlparser2';
import { BoundedParser } from '../../src/html/bounded-parser.ts';
import { tagSoup } from './tag-soup.ts';

/** The handler events of one parse, each with the parser's indexes when it came. */
function events(make: (cbs: Partial<Handler>) => Parser, html: string): string[] {
  const out: string[] = [];
  let parser: Parser | undefined;
  const at = () => `@${parser!.startIndex}-${parser!.endIndex}`;
  const cbs: Partial<Handler> = {
    onopentagname: (name) => out.push(`<${name} ${at()}`),
    onopentag: (name, attrs) => out.push(`open ${name} ${JSON.stringify(attrs)} ${at()}`),
    onclosetag: (name, implied) => out.push(`</${name} ${implied} ${at()}`),
    ontext: (text) => out.push(`text ${JSON.stringify(text)} ${at()}`),
  };
  parser = make(cbs);
  parser.write(html);
  parser.end();
  return out;
}

const OPTIONS: ParserOptions[] = [{ decodeEntities: true }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }];

test('with no bound reached, every event is the plain parser\'s, indexes included', () => {
  for (const options of OPTIONS) {
    for (let seed = 1; seed <= 40; seed++) {
      // Half of them nested deep enough (200 elements) for end tags to be checked against the open names.
      const html = `${seed % 2 === 0 ? '<section><span>'.repeat(100) : ''}${tagSoup(seed, 400)}`;
      assert.deepEqual(events((cbs) => new BoundedParser(cbs, options, 512), html), events((cbs) => new Parser(cbs, options), html), `seed ${seed}`);
    }
  }
});

test('past the bound an opening tag is an empty element with its attributes, and its end tag closes nothing', () => {
  const flattened: number[] = [];
  const html = '<a1><a2><a3><a4 id="deep">x<a5/></a4>y</a3></a2></a1>';
  const out = events((cbs) => new BoundedParser(cbs, {}, 3, (at) => flattened.push(at)), html).map((e) => e.replace(/ @.*$/, ''));
  assert.deepEqual(out, [
    '<a1', 'open a1 {}', '<a2', 'open a2 {}', '<a3', 'open a3 {}',
    '<a4', 'open a4 {"id":"deep"}', '</a4 true',
    'text "x"',
    '<a5', 'open a5 {}', '</a5 true',
    'text "y"',
    '</a3 false', '</a2 false', '</a1 false',
  ]);
  assert.deepEqual(flattened, [html.indexOf('<a4'), html.indexOf('<a5')]);
});

test('a second <form> past the bound is ignored as the parser ignores it: no event, no element closed', () => {
  const html = `<form id="f1">${'<div>'.repeat(5)}<form id="f2"><input name="q"></form>after`;
  const out = events((cbs) => new BoundedParser(cbs, {}, 3), html).filter((e) => !/^<[^/]/.test(e)).map((e) => e.replace(/ @.*$/, ''));
  assert.deepEqual(out, [
    'open form {"id":"f1"}', 'open div {}', 'open div {}',
    'open div {}', '</div true', 'open div {}', '</div true', 'open div {}', '</div true',
    'open input {"name":"q"}', '</input true',
    '</div true', '</div true', '</form false', 'text "after"',
  ]);
});

test('once elements close, elements nest again up to the bound', () => {
  const opened: string[] = [];
  const parser = new BoundedParser({ onopentag: (name) => opened.push(name), onclosetag: (name) => opened.push(`/${name}`) }, {}, 2);
  parser.end('<a><b><c></c></b><d><e></e></d></a>');
  assert.deepEqual(opened, ['a', 'b', 'c', '/c', '/b', 'd', 'e', '/e', '/d', '/a']);
});

test('past the bound, tags not among the names given are skipped whole (attributes and all); those named are read as empty', () => {
  const flattened: number[] = [];
  const html = '<a1><a2><a3><a4 id="deep" class=x>x<script src="/t.js" async></script><a5/>y<img src=p.gif>z</a3></a2></a1>';
  const out = events((cbs) => new BoundedParser(cbs, {}, 3, (at) => flattened.push(at), new Set(['script', 'img'])), html).map((e) => e.replace(/ @.*$/, ''));
  assert.deepEqual(out, [
    '<a1', 'open a1 {}', '<a2', 'open a2 {}', '<a3', 'open a3 {}',
    'text "x"',
    '<script', 'open script {"src":"/t.js","async":""}', '</script true',
    'text "y"',
    '<img', 'open img {"src":"p.gif"}', '</img true',
    'text "z"',
    '</a3 false', '</a2 false', '</a1 false',
  ]);
  // Every tag past the bound is reported, skipped or read.
  assert.equal(flattened.length, 4);
  // A reader listening for attributes hears only those of the tags read.
  const attributes: string[] = [];
  const parser = new BoundedParser({ onattribute: (name, value) => attributes.push(`${name}=${value}`) }, {}, 3, () => {}, new Set(['script', 'img']));
  parser.end(html);
  assert.deepEqual(attributes, ['src=/t.js', 'async=', 'src=p.gif']);
});
