import type { SearchRecord } from './index-queries.js';
import { grownUint32, PackedStrings, StringTable } from './packed-strings.js';

/** A Float64Array at least `needed` long holding `array`'s values. */
function grownFloat64(array: Float64Array<ArrayBuffer>, needed: number): Float64Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const bigger = new Float64Array(Math.max(array.length * 2, needed, 1024));
  bigger.set(array);
  return bigger;
}

function grownInt32(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const bigger = new Int32Array(Math.max(array.length * 2, needed, 1024));
  bigger.set(array);
  return bigger;
}

/** Numeric fields of an item, one Float64Array each. */
const NUMBERS = [
  'usercount',
  'releasedAt',
  'lastApprovedAt',
  'likeCount',
  'ratingSum',
  'ratingCount',
] as const;
export type NumberField = (typeof NUMBERS)[number];
/** Repeated strings of an item, numbered in one StringTable, one Int32Array each. */
const SHARED = [
  'productType',
  'provider',
  'visibility',
  'creatorId',
  'defaultLocale',
  'categoryCode',
] as const;
type SharedField = (typeof SHARED)[number];

/**
 * The findable items as columns instead of one object each: numbers in typed arrays, repeated
 * strings (types, locales, categories, developers) numbered once in a shared table, and ids,
 * names and picture keys packed as bytes (PackedStrings). An item is a row; its texts are rows
 * of the text columns from `textStart[row]` to `textStart[row + 1]`. A million items take a few
 * hundred megabytes of typed arrays and almost nothing the garbage collector has to walk.
 * Descriptions are kept only until the index has read them (`dropDescriptions`).
 */
export class RecordTable {
  private rows = 0;
  private readonly shared = new StringTable();
  private readonly ids = new PackedStrings();
  private readonly numbers = new Map<NumberField, Float64Array<ArrayBuffer>>(
    NUMBERS.map((field) => [field, new Float64Array(0)]),
  );
  private readonly sharedColumns = new Map<SharedField, Int32Array<ArrayBuffer>>(
    SHARED.map((field) => [field, new Int32Array(0)]),
  );
  /** Bit 0: blocked; bit 1: has a wallpaper photo. */
  private flags = new Uint8Array(0);
  /** Picture keys; an empty key stands for none (stored keys are never empty). */
  private readonly iconKeys = new PackedStrings();
  private readonly imageKeys = new PackedStrings();
  private readonly themeKeys = new PackedStrings();
  private readonly themeThumbKeys = new PackedStrings();
  private themeLikes = new Float64Array(0);
  private textStart = new Uint32Array(1);
  private texts = 0;
  private textLocales = new Int32Array(0);
  private readonly names = new PackedStrings();
  private descriptions: PackedStrings | null = new PackedStrings();

  get size(): number {
    return this.rows;
  }

  /** Adds an item; returns its row. */
  add(record: SearchRecord): number {
    const row = this.rows++;
    this.ids.add(record.id);
    for (const field of NUMBERS) {
      const column = grownFloat64(this.numbers.get(field) as Float64Array<ArrayBuffer>, this.rows);
      column[row] = record[field];
      this.numbers.set(field, column);
    }
    for (const field of SHARED) {
      const column = grownInt32(
        this.sharedColumns.get(field) as Int32Array<ArrayBuffer>,
        this.rows,
      );
      column[row] = this.shared.numberOf(record[field]);
      this.sharedColumns.set(field, column);
    }
    if (this.flags.length < this.rows) {
      const bigger = new Uint8Array(Math.max(this.flags.length * 2, 1024));
      bigger.set(this.flags);
      this.flags = bigger;
    }
    this.flags[row] = (record.blocked ? 1 : 0) | (record.themePhoto ? 2 : 0);
    this.iconKeys.add(record.iconKey ?? '');
    this.imageKeys.add(record.imageKey ?? '');
    this.themeKeys.add(record.themePhoto?.key ?? '');
    this.themeThumbKeys.add(record.themePhoto?.thumbKey ?? '');
    this.themeLikes = grownFloat64(this.themeLikes, this.rows);
    this.themeLikes[row] = record.themePhoto?.likeCount ?? 0;
    for (const text of record.texts) {
      this.textLocales = grownInt32(this.textLocales, this.texts + 1);
      this.textLocales[this.texts++] = this.shared.numberOf(text.locale);
      this.names.add(text.name);
      this.descriptions?.add(text.description);
    }
    this.textStart = grownUint32(this.textStart, this.rows + 1);
    this.textStart[this.rows] = this.texts;
    return row;
  }

  /** The columns kept as packed strings (the descriptions apart: they go once indexed). */
  private packedColumns() {
    return [
      this.ids,
      this.iconKeys,
      this.imageKeys,
      this.themeKeys,
      this.themeThumbKeys,
      this.names,
    ];
  }

  /** Frees the descriptions once indexed: cards do not show them. */
  dropDescriptions(): void {
    this.descriptions = null;
    for (const strings of this.packedColumns()) strings.trim();
  }

  /** A numeric column, for reading many rows (sorting); not to be written. */
  column(field: NumberField): Float64Array {
    return this.numbers.get(field) as Float64Array;
  }

  number(field: NumberField, row: number): number {
    return (this.numbers.get(field) as Float64Array)[row] as number;
  }

  string(field: SharedField, row: number): string | null {
    return this.shared.get((this.sharedColumns.get(field) as Int32Array)[row] as number);
  }

  blocked(row: number): boolean {
    return ((this.flags[row] as number) & 1) !== 0;
  }

  id(row: number): string {
    return this.ids.get(row);
  }

  /** A hash of a row's id, equal to `hashText` of it. */
  idHash(row: number): number {
    return this.ids.hash(row);
  }

  /** Compares two rows' ids (code point order). */
  compareIds(a: number, b: number): number {
    return this.ids.compare(a, b);
  }

  /** The item's names, one per localization. */
  namesOf(row: number): string[] {
    const names: string[] = [];
    for (let t = this.textStart[row] as number; t < (this.textStart[row + 1] as number); t++) {
      names.push(this.names.get(t));
    }
    return names;
  }

  /** The item's localizations' locales, in the order of `namesOf`. */
  localesOf(row: number): string[] {
    const locales: string[] = [];
    for (let t = this.textStart[row] as number; t < (this.textStart[row + 1] as number); t++) {
      locales.push(this.shared.get(this.textLocales[t] as number) as string);
    }
    return locales;
  }

  /** The item's descriptions until they are dropped; none afterwards. */
  descriptionsOf(row: number): string[] {
    const descriptions: string[] = [];
    const strings = this.descriptions;
    if (!strings) return descriptions;
    for (let t = this.textStart[row] as number; t < (this.textStart[row + 1] as number); t++) {
      descriptions.push(strings.get(t));
    }
    return descriptions;
  }

  /** The item as a record (descriptions empty once dropped), for its card. */
  record(row: number): SearchRecord {
    const keyOr = (strings: PackedStrings) => strings.get(row) || null;
    const names = this.namesOf(row);
    const locales = this.localesOf(row);
    const descriptions = this.descriptionsOf(row);
    const flags = this.flags[row] as number;
    return {
      id: this.id(row),
      productType: this.string('productType', row) as string,
      provider: this.string('provider', row),
      usercount: this.number('usercount', row),
      releasedAt: this.number('releasedAt', row),
      lastApprovedAt: this.number('lastApprovedAt', row),
      likeCount: this.number('likeCount', row),
      ratingSum: this.number('ratingSum', row),
      ratingCount: this.number('ratingCount', row),
      blocked: this.blocked(row),
      visibility: this.string('visibility', row) as string,
      creatorId: this.string('creatorId', row),
      defaultLocale: this.string('defaultLocale', row) as string,
      categoryCode: this.string('categoryCode', row),
      texts: names.map((name, i) => ({
        locale: locales[i] as string,
        name,
        description: descriptions[i] ?? '',
      })),
      iconKey: keyOr(this.iconKeys),
      imageKey: keyOr(this.imageKeys),
      themePhoto:
        (flags & 2) !== 0
          ? {
              key: this.themeKeys.get(row),
              thumbKey: keyOr(this.themeThumbKeys),
              likeCount: this.themeLikes[row] as number,
            }
          : null,
    };
  }

  /** Bytes held in typed arrays and packed strings. */
  get byteLength(): number {
    let bytes = this.flags.byteLength + this.themeLikes.byteLength + this.textStart.byteLength;
    bytes += this.textLocales.byteLength;
    for (const column of this.numbers.values()) bytes += column.byteLength;
    for (const column of this.sharedColumns.values()) bytes += column.byteLength;
    for (const strings of this.packedColumns()) bytes += strings.byteLength;
    return bytes + (this.descriptions?.byteLength ?? 0);
  }
}
