// The one label/value reader: every shape that pairs a label with a value lands here, so the
// labels, the value cleaning and the rejections are written once. Shapes: detail tables
// (<th>/<td>, <dt>/<dd>), <li><span>Label</span> value</li>, "Label : value" bullets,
// schema.org additionalProperty, and {"title":"Country of Origin","value":"China"} in page-state
// JSON (page-state-facts.ts).
import { findAgeWarning, parseAgeValue } from './age-range.ts';
import { countryOf } from './countries.ts';
import { offerGtins } from './identifiers.ts';
import { readSizeValue, spanOfSizes } from './children-sizes.ts';
import { evidence, type Evidence, type EvidenceSource, type ProductFacts } from './types.ts';
import type { TextBlock } from './page-scan.ts';
import { cleanLabel, cleanValue } from './value-text.ts';

type Field = 'manufacturer' | 'manufacturer_address' | 'brand' | 'seller' | 'model' | 'sku' | 'style' | 'gtin' | 'country' | 'age' | 'size' | 'date' | 'batch';

// Labels as listings write them, in English, French, German, Italian, Spanish, Portuguese and
// Dutch (and the Amazon marketplaces' own wordings of their detail rows); the product-code,
// brand, maker and origin labels also in the Slavic, Baltic, Nordic and Finno-Ugric languages,
// Greek, Turkish, Russian, Hebrew, Chinese, Japanese and Korean, and a classified ad's number
// ("Ad #", "post id", "Anzeige"), which is the listing's own code.
const LABELS: Array<[RegExp, Field]> = [
  [/^(?:manufacturer|manufactured by|manufacturer name|maker|made by|fabricant|hersteller|fabricante|produttore|fabbricante|fabrikant|producent|производитель|изготовитель|výrobca|výrobce|ražotājs|gamintojas|tootja|gyártó|יצרן|製造商|制造商|メーカー|제조사)$/, 'manufacturer'],
  [/^manufacturer'?s? (?:address|contact|contact information|details)$/, 'manufacturer_address'],
  [/^(?:brand|brand name|make|marque|nom de (?:la )?marque|marke|markenname|marca|nombre de (?:la )?marca|nome da marca|marca do produto|merk|merknaam|бренд|марка|marka|značka|zīmols|prekės ženklas|kaubamärk|márka|מותג|品牌|ブランド|브랜드)$/, 'brand'],
  [/^(?:sold by|seller|sold and shipped by|ships from and sold by|vendu par|verkauf durch|venduto da|vendido por|verkocht door)$/, 'seller'],
  [
    /^(?:item model number|model number|model no\.?|model #|model|mpn|manufacturer'?s? part number|manufacturer reference|manufacturer ref\.?|mfr\.? (?:part )?(?:number|no\.?|#)|mfg\.? part (?:number|no\.?|#)|part number|part no\.?|part #|item part number|modèle|numéro (?:du |de )?modèle(?: de l'article)?|référence (?:du )?fabricant|réf(?:\.|érence)? fabricant|numéro de pièce du fabricant|modell|modellnummer|modellname|herstellerreferenz|herstellernummer|herstellerartikelnummer|hersteller-artikelnummer|herstellerteilenummer|typenbezeichnung|modello|numero (?:di )?modello(?: articolo)?|codice produttore|numero parte(?: del produttore)?|modelo|número de modelo(?: del producto)?|referencia del fabricante|número de pieza(?: del fabricante)?|referência do fabricante|modelnummer|typenummer|onderdeelnummer|модель|артикул производителя|код производителя|kód výrobce|kód výrobcu|kod producenta|ražotāja kods|gamintojo kodas|tootja kood|דגם|型號|型号|型番|모델명|모델)$/,
    'model',
  ],
  [
    /^(?:sku|item number|item no\.?|item #|item code|product code|product number|product id|article number|art\.? no\.?|asin|ebay item number|style number|style no\.?|style ?#|référence(?: (?:du )?produit| de l'article)?|réf\.?|ref\.?|reference|code (?:article|produit)|numéro d'article|artikelnummer|artikel-nr\.?|art\.-nr\.?|artikelnr\.?|bestellnummer|best\.-nr\.?|produktnummer|codice(?: articolo| prodotto)?|cod\.? articolo|rif\.?|riferimento|código(?: d[eo](?:l)? (?:producto|artículo|articulo|referência|produto|artigo))?|referencia(?: del (?:producto|artículo))?|referência(?: do (?:produto|artigo))?|n\.?º de referencia|número de (?:artículo|referencia|artigo|referência)|ref\.ª|cod produs|šifra|productnummer|productcode|artikelcode|artikel ?nummer|art\.? ?nr\.?|artikel-nummer|код|код товара|артикул|kód|kod|kód produktu|kód tovaru|kód zboží|katalógové číslo|katalogové číslo|kod produktu|kod towaru|numer referencyjny|numer katalogowy|tootekood|preces kods|prekės kodas|cikkszám|termékkód|ürün kodu|stok kodu|κωδικός|κωδικός προϊόντος|varenummer|varenr\.?|tuotenumero|tuotekoodi|קוד מוצר|מק"ט|מקט|商品編號|商品编号|商品番号|货号|貨號|상품번호|ad #|ad id|ad number|ad no\.?|post id|listing id|listing #|anzeige|anzeigennummer|anzeigen-nr\.?|annonce n°|딜번호)$/,
    'sku',
  ],
  [/^(?:upc|ean|gtin|barcode|bar code|upc code|ean code|upc\/ean|ean\/upc|gtin\/ean|ean-13|ean13|upc-a|gtin-1[234]|gtin-8|gtin1[234]|international article number|global trade item number|isbn|isbn-13|isbn13|isbn(?:-13)? ?(?:nummer|number|no\.?|nr\.?|code)|ean ?(?:nummer|number|no\.?|nr\.?)|ean-nummer|gtin ?(?:nummer|number)|code ean|ean-code|code-barres|code barre|codes?-barres|código de barras|codigo de barras|código ean13|strichcode|código ean|codice ean|streepjescode|kod ean|ean kód|ean kod|штрихкод|штрих-код|штрих код|ברקוד|條碼|条码|jan|jan code|janコード)$/, 'gtin'],
  [/^(?:country of origin|country\/region of origin|origin|origine|origen|origem|herkunft|herkomst|oorsprong|land van oorsprong|land van productie|herstellungsland|produktionsland|pays de provenance|provenance|procedencia|país de procedência|proveniência|country of manufacture|place of manufacture|place of origin|made in|manufactured in|pays d'origine|pays de fabrication|fabriqué en|herkunftsland|ursprungsland|hergestellt in|país de origen|país de fabricación|fabricado en|paese di origine|paese d'origine|prodotto in|fabbricato in|país de origem|fabricado em|land van herkomst|gemaakt in|страна производства|страна-производитель|страна производитель|страна изготовления|kraj pochodzenia|kraj produkcji|země původu|krajina pôvodu|izcelsmes valsts|kilmės šalis|päritoluriik|ארץ ייצור|產地|产地|原産国|原産地|원산지)$/, 'country'],
  [/^(?:manufacturer recommended age|manufacturer's recommended age|recommended age|recommended age range|suggested age|age range|age range \(description\)|age grade|age level|age group|ages?|suitable for ages?|suitable for|minimum age|min\.? age|target age|age \(years\)|âge recommandé|âge minimum|âge recommandé par le fabricant|âge|tranche d'âge|altersempfehlung|empfohlenes alter|alter|altersangabe|vom hersteller empfohlenes alter|edad recomendada|edad mínima|edad|età consigliata|età minima|età|età consigliata dal produttore|idade|idade recomendada|faixa etária|leeftijd|aanbevolen leeftijd|leeftijdsadvies|leeftijdscategorie|geschikt voor leeftijd|altersempfehlung ab|empfohlenes alter ab|alter ab|age minimum|âge conseillé|à partir de|edad mínima recomendada|rango de edad|idade mínima|idade a partir de)$/, 'age'],
  // "Style: XX-Y-036" is a style code, "Style: 2 - Pack" or "Style: Classic" a variant's name: a
  // code only when the value is one token of letters and digits.
  [/^(?:style|estilo|stijl|stil)$/, 'style'],
  // A garment's size row or selector: a children's size in it gives an age derived from sizes.
  [/^(?:size|sizes|select (?:a )?size|choose (?:a )?size|kids'? size|children'?s size|baby size|maat|maten|kindermaat|babymaat|größe|grösse|kindergröße|konfektionsgröße|taille|tailles|talla|tallas|tamanho|tamanhos|taglia|taglie)$/, 'size'],
  [/^(?:date of manufacture|manufacture date|manufacturing date|production date|mfg\.? date|date manufactured)$/, 'date'],
  [/^(?:batch|batch (?:number|no\.?|code)|lot|lot (?:number|no\.?|code)|batch\/lot(?: number)?)$/, 'batch'],
];

const VALUE_MAX = 200;

// Every label above contains one of these stems (or a letter of a non-Latin script): one test on
// the raw text spares the cleaning for the many segments of a page that are not labels.
const LABEL_STEM = /[\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]|k[oó]d|kood|kods|kodas|cikksz|term[ée]kk|ürün|stok|varen|tuote|zna[čc]ka|v[ýy]rob|ražot|gamint|tootja|gy[áa]rt|m[áa]rka|zīmol|ženkl|kaubam|kraj|země|izcelsm|kilmės|päritolu|numer|katal|ad ?(?:#|id|n)|post id|listing|anzeige|annonce|jan|manufact|make|made|brand|marque|marke|marca|merk|fabric|fabbric|fabrik|herstell|produttore|producent|produkt|prodotto|produit|produto|sold|seller|vendu|verkauf|vendut|vendid|verkocht|mod|mpn|mfr|mfg|part|pi[eè]ce|pieza|r[ée]f|rif|sku|item|code|c[oó]d|art|bestell|best\.|asin|style|upc|ean|gtin|isbn|bar ?code|streep|šifra|typen|orig|oorsprong|prove|proced|pays|herkunft|herkomst|ursprung|hergestellt|pa[íi]s|paese|gemaakt|age|âge|alter|edad|età|idade|etária|leeftijd|suitable|size|ma(?:at|ten)|gr[öo](?:ß|ss)e|ta(?:ill|ll|man|gli)|date|batch|lot|number/i;

// LABELS as one anchored pattern, a group per label tried in their order: one run instead of
// eleven on each segment that names a label's stem (a page of short link texts such as "Brand 12"
// ran all eleven on each).
const ANY_LABEL = new RegExp(`^(?:${LABELS.map(([re]) => `(${re.source})`).join('|')})`);

function labelField(l: string): Field | null {
  const m = ANY_LABEL.exec(l);
  if (m === null) return null;
  for (let i = 1; i < m.length; i++) if (m[i] !== undefined) return LABELS[i - 1]![1];
  return null;
}

function fieldOfClean(l: string): Field | null {
  const whole = labelField(l);
  if (whole !== null) return whole;
  // "Manufacturer Part Number (MPN)", "Barcode (EAN)": the label without its abbreviation.
  const bare = l.replace(/\s*\([^)]{1,12}\)$/, '');
  return bare !== l ? labelField(bare) : null;
}

// At least 41 characters that cleanLabel keeps (none of the invisible marks, spaces or edge
// punctuation it may drop): the cleaned label is over 40, no label. Spares the cleaning of the
// many sentences of a page that name a label's stem ("...Small parts...").
const DROPPABLE = String.raw`\s\u00a0\u00ad\u2000-\u200f\u202a-\u202f\u205f\u2060-\u2064\u3000\ufeff:：|•·*>\-–—,;'"“”〈〉《》【】「」『』`;
const OVER_40_KEPT = new RegExp(`^(?:[${DROPPABLE}]*[^${DROPPABLE}]){41}`);

// A label written as a code name, as page-state JSON gives its title/value pairs
// ({"name": "countryOfOrigin", "value": "CN"}, "brand_name", "age-range"): one word, joined by case or
// by '_' or '-'.
const CODE_NAME = /^[A-Za-z]+(?:[a-z][A-Z]|[_-][A-Za-z])[A-Za-z_-]*$/;
const spacedName = (name: string): string => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');

/**
 * The facts a label names, none when the check does not read it. A label that joins two
 * ("Make/Manufacturer", "Brand / Manufacturer") names each, when it is not one label itself
 * ("UPC/EAN", "Country/Region of origin").
 */
export function fieldsOf(label: string): Field[] {
  // The length first: OVER_40_KEPT reads at most 41 characters once, LABEL_STEM tries its many stems at each one.
  if (label.length > 80 || (label.length > 40 && OVER_40_KEPT.test(label)) || !LABEL_STEM.test(label)) return [];
  const l = cleanLabel(label);
  if (l.length > 40) return [];
  const whole = fieldOfClean(l) ?? (CODE_NAME.test(label) ? fieldOfClean(cleanLabel(spacedName(label))) : null);
  if (whole) return [whole];
  if (!l.includes('/')) return [];
  const parts = l.split(/\s*\/\s*/).map(fieldOfClean);
  return parts.every((f) => f !== null) ? [...new Set(parts as Field[])] : [];
}

/** The (first) fact a label names, or null when the check does not read it. */
export function fieldOf(label: string): Field | null {
  return fieldsOf(label)[0] ?? null;
}

/** Applies one labelled value; returns false when the label is not one the check reads. */
export function applyLabelledValue(facts: ProductFacts, label: string, rawValue: string, source: EvidenceSource, where?: string): boolean {
  const fields = fieldsOf(label);
  if (fields.length === 0) return false;
  const value = cleanValue(rawValue);
  if (value === '' || value.length > VALUE_MAX) return true;
  const ev = evidence(source, `${where ? `${where}: ` : ''}${cleanLabel(label)}: ${value}`);
  for (const field of fields) applyField(facts, field, value, ev);
  return true;
}

function applyField(facts: ProductFacts, field: Field, value: string, ev: Evidence): void {
  switch (field) {
    case 'manufacturer': facts.manufacturer.push({ value, evidence: ev }); break;
    case 'manufacturer_address': facts.manufacturer_address.push({ value, evidence: ev }); break;
    case 'brand': facts.brand.push({ value, evidence: ev }); break;
    case 'seller': facts.seller.push({ value, evidence: ev }); break;
    case 'model': facts.model.push({ value, evidence: ev }); break;
    case 'sku': facts.sku.push({ value, evidence: ev }); break;
    case 'style': if (STYLE_CODE.test(value)) facts.sku.push({ value, evidence: ev }); break;
    case 'gtin': offerGtins(facts, value, ev); break;
    case 'country':
      // "Origin: ships from Ohio", "Imported": not a country of origin.
      if (countryOf(value)) facts.country_of_origin.push({ value, evidence: ev });
      else facts.rejected_values.push({ field: 'country_of_origin', value, reason: 'not a country (a shipping location, a region or "imported" is not a country of origin)', evidence: ev });
      break;
    case 'age': {
      const range = parseAgeValue(value);
      if (range) facts.age_range.push({ value: range, evidence: ev });
      else {
        const warning = findAgeWarning(value);
        if (warning) facts.age_warnings.push({ value: warning.range, evidence: ev });
      }
      break;
    }
    case 'size': {
      // "3-6M / 6-12M", "86 (12-18 months), 92 (18-24 months)": each size, as one span.
      const span = spanOfSizes(value.split(/\s*[,;|]\s*|\s+\/\s+/).map(readSizeValue).filter((r) => r !== null));
      if (span) facts.age_from_sizes.push({ value: { ...span.age, sizes: span.sizes }, evidence: ev });
      break;
    }
    case 'date': facts.production_date.push({ value, evidence: ev }); break;
    case 'batch': facts.batch.push({ value, evidence: ev }); break;
  }
}

const STYLE_CODE = /^(?=[^ ]*\d)(?=[^ ]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9._/-]{2,30}$/;

const HASH_PAIR = /^([A-Za-z][A-Za-z .]{1,20}?)\s*#\s*([A-Za-z0-9][A-Za-z0-9._/-]{1,39})$/;
const INLINE_PAIR = /^(.{2,40}?)\s*[:：]\s*(.+)$/;

/** Pairs in visible blocks: <th>label</th><td>value</td>, <span>label</span><span>value</span>, "Label: value". */
export function readDetailPairs(blocks: TextBlock[], facts: ProductFacts): void {
  // An identity label met again with another value is a tile of another product ("Item #:" under
  // each accessory): the first one, the listing's own, counts.
  const firstValue = new Map<Field, string>();
  const apply = (label: string, value: string): boolean => {
    const field = fieldOf(label);
    if (!field) return false;
    if (IDENTITY_FIELDS.has(field)) {
      const clean = cleanValue(value);
      const first = firstValue.get(field);
      if (first !== undefined && first !== clean) return true;
      firstValue.set(field, clean);
    }
    return applyLabelledValue(facts, label, value, 'table');
  };
  for (let b = 0; b < blocks.length; b++) {
    const { segments } = blocks[b];
    if (segments.length > 1) {
      for (let i = 0; i < segments.length; i++) {
        // "Size 3-6M 6-12M 12-18M" as swatches in one block: every size after the label.
        const field = i + 1 < segments.length ? fieldOf(segments[i]) : null;
        if (field === 'size') i = readSizeRun(segments, i, facts);
        else if (field && apply(segments[i], segments[i + 1])) i++;
        else {
          // "<h1><span>Name</span> <span>Код: 01245</span></h1>": a pair inside one segment.
          const seg = segments[i];
          const inline = (seg.includes(':') || seg.includes('：')) && seg.length <= VALUE_MAX ? INLINE_PAIR.exec(seg) : null;
          if (inline) apply(inline[1], inline[2]);
        }
      }
      continue;
    }
    const text = segments[0];
    const inline = INLINE_PAIR.exec(text);
    if (inline && apply(inline[1], inline[2])) continue;
    // "Style# ABC123", "Item # 12345": a label ending in '#' and a code, no colon.
    const hash = text.length <= 64 && text.includes('#') ? HASH_PAIR.exec(text) : null;
    if (hash && apply(`${hash[1]} #`, hash[2])) continue;
    // A label is not a link: "Brand" then "Gift vouchers" as two tag links are two categories.
    const field = blocks[b].linkOnly ? null : fieldOf(text);
    if (!field) continue;
    if (field === 'size') {
      b = readSizeOptions(blocks, b, facts);
      continue;
    }
    const next = blocks[b + 1];
    if (next && next.text.length <= VALUE_MAX && !fieldOf(next.segments[0])) {
      apply(text, next.text);
      b++;
    } else if (IDENTITY_FIELDS.has(field) && !firstValue.has(field)) {
      // The listing's own row left empty ("Model:" and nothing): a later row is another product's.
      firstValue.set(field, '');
    }
  }
}

const MAX_SIZE_OPTIONS = 40;

/** The sizes that follow a size label among one block's segments, as one age span; returns the last segment read. */
function readSizeRun(segments: string[], label: number, facts: ProductFacts): number {
  return readSizes(segments.length, label, (i) => segments[i], facts);
}

/**
 * A size selector: the "Size" label, then one block per size (<option>, a swatch). The children's
 * sizes among them give one age span, the label and the sizes as evidence. Returns the last block read.
 */
function readSizeOptions(blocks: TextBlock[], label: number, facts: ProductFacts): number {
  return readSizes(blocks.length, label, (i) => blocks[i].text, facts);
}

/** The children's sizes after a size label (items label+1...), as one age span; returns the last item read. */
function readSizes(count: number, label: number, textAt: (i: number) => string, facts: ProductFacts): number {
  const read: Array<{ sizes: string[]; age: { min_years: number | null; max_years: number | null } }> = [];
  let i = label + 1;
  for (; i < count && i <= label + MAX_SIZE_OPTIONS; i++) {
    const text = textAt(i);
    const size = text.length <= 40 ? readSizeValue(text) : null;
    if (size === null) break;
    read.push(size);
  }
  const span = spanOfSizes(read);
  if (span) {
    const ev = evidence('table', `${cleanLabel(textAt(label))}: ${span.sizes.join(', ')}`);
    facts.age_from_sizes.push({ value: { ...span.age, sizes: span.sizes }, evidence: ev });
  }
  return i - 1;
}

const IDENTITY_FIELDS = new Set<Field>(['brand', 'manufacturer', 'model', 'sku', 'style', 'gtin']);
