// "Label / value" pairs: marketplace detail tables ("Item model number", "Country of Origin",
// "Manufacturer recommended age") and schema.org additionalProperty use the same labels.
import { parseAgeValue } from './age-range.ts';
import { offerGtin } from './identifiers.ts';
import { evidence, type EvidenceSource, type ProductFacts } from './types.ts';
import type { TextBlock } from './page-scan.ts';

type Field = 'manufacturer' | 'manufacturer_address' | 'brand' | 'model' | 'sku' | 'gtin' | 'country' | 'age' | 'date' | 'batch';

const LABELS: Array<[RegExp, Field]> = [
  [/^(?:manufacturer|manufactured by|manufacturer name|maker)$/, 'manufacturer'],
  [/^manufacturer'?s? (?:address|contact)$/, 'manufacturer_address'],
  [/^(?:brand|brand name)$/, 'brand'],
  [/^(?:item model number|model number|model no\.?|model #|model|mpn|manufacturer'?s? part number|mfr\.? part (?:number|no\.?|#)|part number)$/, 'model'],
  [/^(?:sku|item number|item no\.?|item #|product code)$/, 'sku'],
  [/^(?:upc|ean|gtin|barcode|upc code|ean code|gtin-1[234]|gtin-8)$/, 'gtin'],
  [/^(?:country of origin|country\/region of origin|origin|country of manufacture|place of manufacture|made in)$/, 'country'],
  [/^(?:manufacturer recommended age|recommended age|suggested age|age range|age range \(description\)|age grade|ages?)$/, 'age'],
  [/^(?:date of manufacture|manufacture date|manufacturing date|production date|mfg\.? date|date manufactured)$/, 'date'],
  [/^(?:batch|batch (?:number|no\.?|code)|lot|lot (?:number|no\.?|code)|batch\/lot(?: number)?)$/, 'batch'],
];

const VALUE_MAX = 200;

function normaliseLabel(raw: string): string {
  return raw.toLowerCase().replace(/[\u200e\u200f]/g, '').replace(/[\s:：]+$/, '').replace(/\s+/g, ' ').trim();
}

function fieldOf(label: string): Field | null {
  const l = normaliseLabel(label);
  if (l.length > 40) return null;
  for (const [re, field] of LABELS) if (re.test(l)) return field;
  return null;
}

/** Applies one labelled value; returns false when the label is not one the check reads. */
export function applyLabelledValue(facts: ProductFacts, label: string, rawValue: string, source: EvidenceSource): boolean {
  const field = fieldOf(label);
  if (!field) return false;
  const value = rawValue.replace(/[\u200e\u200f]/g, '').replace(/^[\s:：]+/, '').replace(/\s+/g, ' ').trim();
  if (value === '' || value.length > VALUE_MAX) return true;
  const ev = evidence(source, `${normaliseLabel(label)}: ${value}`);
  switch (field) {
    case 'manufacturer': facts.manufacturer.push({ value, evidence: ev }); break;
    case 'manufacturer_address': facts.manufacturer_address.push({ value, evidence: ev }); break;
    case 'brand': facts.brand.push({ value, evidence: ev }); break;
    case 'model': facts.model.push({ value, evidence: ev }); break;
    case 'sku': facts.sku.push({ value, evidence: ev }); break;
    case 'gtin': offerGtin(facts, value, ev); break;
    case 'country': facts.country_of_origin.push({ value, evidence: ev }); break;
    case 'age': {
      const range = parseAgeValue(value);
      if (range) facts.age_range.push({ value: range, evidence: ev });
      break;
    }
    case 'date': facts.production_date.push({ value, evidence: ev }); break;
    case 'batch': facts.batch.push({ value, evidence: ev }); break;
  }
  return true;
}

const INLINE_PAIR = /^(.{2,40}?)\s*[:：]\s*(.+)$/;

/** Pairs in visible blocks: <th>label</th><td>value</td>, <span>label</span><span>value</span>, "Label: value". */
export function readDetailPairs(blocks: TextBlock[], facts: ProductFacts): void {
  for (let b = 0; b < blocks.length; b++) {
    const { segments } = blocks[b];
    if (segments.length > 1) {
      for (let i = 0; i + 1 < segments.length; i++) {
        if (fieldOf(segments[i]) && applyLabelledValue(facts, segments[i], segments[i + 1], 'table')) i++;
      }
      continue;
    }
    const text = segments[0];
    const inline = INLINE_PAIR.exec(text);
    if (inline && applyLabelledValue(facts, inline[1], inline[2], 'table')) continue;
    const next = blocks[b + 1];
    if (next && fieldOf(text) && next.text.length <= VALUE_MAX && !fieldOf(next.segments[0])) {
      applyLabelledValue(facts, text, next.text, 'table');
      b++;
    }
  }
}
