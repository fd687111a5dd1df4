// The attributes the collectors read, and the one object the walk hands them an element's in.
// Only these names are kept (a collector reading another would not compile): the parser's own
// attribs object (a new object per element, every attribute stored in it by name) was 0.12 of a
// plain parse's time over the nine retail pages, and keeping only these in a new object per
// element saved little of it (storing by a name known only at run time is the slow part). Here
// each name has a slot in one array, reused from element to element: the walk and its
// collectors allocate nothing per attribute (bench/entries-readiness.ts, bench/scan-memory.ts).
import type { AttributeSlots } from '../../html/page-parser.ts';

// data-(product-)?(gtin|gtin8|...|mpn): markup identifiers (identifiers.ts).
const FACT_NAMES = ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'upc', 'ean', 'barcode', 'brand', 'vendor', 'manufacturer', 'sku', 'mpn'] as const;
type DataFactName = `data-${typeof FACT_NAMES[number]}` | `data-product-${typeof FACT_NAMES[number]}`;
export const DATA_FACT_NAMES = FACT_NAMES.flatMap((n) => [`data-${n}`, `data-product-${n}`]) as DataFactName[];

const READ = [
  // Most common first: the walk (idClass), links and controls, brand signs.
  'class', 'id', 'href', 'value', 'type', 'name', 'src', 'alt', 'title', 'aria-label', 'data-action', 'action', 'rel',
  // The document's head, microdata, product scripts.
  'content', 'property', 'itemscope', 'itemtype', 'itemprop', 'datetime', 'data-product-json',
  // Elements named for the product's code (identifiers.ts).
  'data-qa-qualifier', 'data-qa', 'data-testid', 'data-test',
] as const;

export type AttributeName = typeof READ[number] | DataFactName;
const NAMES: readonly AttributeName[] = [...READ, ...DATA_FACT_NAMES];
/** The data- fact names' slots are the last ones. */
const FIRST_DATA_FACT = READ.length;
const SLOTS: ReadonlyMap<string, number> = new Map(NAMES.map((name, slot) => [name, slot]));

/** An element's attributes among those read (the first of each name, as the parser keeps): valid only while its open event is handled. */
// Each name reads as a property (a.href), a getter defined below on the class.
export interface Attributes extends Readonly<Partial<Record<AttributeName, string>>> {}
export class Attributes implements AttributeSlots {
  readonly #values: Array<string | undefined> = NAMES.map(() => undefined);
  /**
   * The slots filled for this element, in page order: the first #size. (Emptied by count, not by
   * setting length to 0, which would drop the array's store and make a new one per element.)
   */
  readonly #filled: number[] = [];
  #size = 0;
  /** The data- fact attributes' slots among them, in page order: the first #dataFacts. */
  readonly #factSlots: number[] = [];
  #dataFacts = 0;

  static {
    NAMES.forEach((name, slot) => {
      Object.defineProperty(this.prototype, name, { get(this: Attributes) { return this.#values[slot]; } });
    });
  }

  clear(): void {
    for (let i = 0; i < this.#size; i++) this.#values[this.#filled[i]!] = undefined;
    this.#size = 0;
    this.#dataFacts = 0;
  }

  slotOf(name: string): number {
    return SLOTS.get(name) ?? -1;
  }

  fill(slot: number, value: string): void {
    if (this.#values[slot] !== undefined) return;
    this.#values[slot] = value;
    this.#filled[this.#size++] = slot;
    if (slot >= FIRST_DATA_FACT) this.#factSlots[this.#dataFacts++] = slot;
  }

  /** How many data- fact attributes (data-gtin, data-product-sku...) the element has: dataFactNameAt and dataFactValueAt give them in page order. */
  get dataFacts(): number {
    return this.#dataFacts;
  }

  dataFactNameAt(i: number): AttributeName {
    return NAMES[this.#factSlots[i]!]!;
  }

  dataFactValueAt(i: number): string {
    return this.#values[this.#factSlots[i]!]!;
  }
}
