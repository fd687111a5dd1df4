// Microdata: an itemscope opens an item (nested in the enclosing one when it is also an
// itemprop), an itemprop adds a value to the enclosing item: from its attribute (content, href,
// src, datetime, value) or else its text.
import type { MicrodataItem, MicrodataValue, PageScan } from '../page-scan.ts';
import type { Collector, Walk, Attributes } from './walk.ts';

function valueFromAttributes(tag: string, a: Attributes): string | undefined {
  if (a.content !== undefined) return a.content;
  if (tag === 'a' || tag === 'link' || tag === 'area') return a.href;
  if (tag === 'img' || tag === 'audio' || tag === 'video' || tag === 'source' || tag === 'iframe' || tag === 'embed') return a.src;
  if (tag === 'time' && a.datetime !== undefined) return a.datetime;
  if ((tag === 'data' || tag === 'meter') && a.value !== undefined) return a.value;
  return undefined;
}

function addProp(item: MicrodataItem, names: string, value: MicrodataValue): void {
  for (const name of names.split(/\s+/)) {
    if (name === '') continue;
    (item.props[name] ??= []).push(value);
  }
}

export function microdataItems(scan: PageScan, walk: Walk): Collector {
  // The open items, innermost last, with the serial of the element that opened each.
  const scopes: Array<{ item: MicrodataItem; serial: number }> = [];
  return {
    open(name, a, frame) {
      const parent = scopes.length > 0 ? scopes[scopes.length - 1].item : null;
      if (a.itemscope !== undefined) {
        const item: MicrodataItem = { types: (a.itemtype ?? '').split(/\s+/).filter(Boolean), props: Object.create(null) };
        if (a.itemprop !== undefined && parent) addProp(parent, a.itemprop, item);
        else scan.microdata.push(item);
        scopes.push({ item, serial: frame.serial });
      } else if (a.itemprop !== undefined && parent) {
        const direct = valueFromAttributes(name, a);
        const names = a.itemprop;
        if (direct !== undefined) addProp(parent, names, direct.trim());
        else walk.captureText(frame, (text) => addProp(parent, names, text));
      }
    },
    close(_name, frame) {
      if (scopes.length > 0 && scopes[scopes.length - 1].serial === frame.serial) scopes.pop();
    },
  };
}
