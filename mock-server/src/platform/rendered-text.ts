/**
 * Which server texts the portal renders: each domain declares its own in
 * `domains/<domain>/<domain>.rendered-text.ts`; the hostile-input hook
 * (dev/xss-hook.ts) writes payloads into every declared place.
 */
import type { DbState } from '../db-state';

/** The db's collections (keys holding an array of records). */
export type Collection = {
  [K in keyof DbState]: DbState[K] extends readonly unknown[] ? K : never;
}[keyof DbState];
export type RowOf<C extends Collection> = DbState[C][number];

/**
 * How the portal shows the text: as text (`plain`), as sanitised HTML
 * (`rich`) or as the URL of a link (`link`).
 */
type TextKind = 'plain' | 'rich' | 'link';

/** Keys of `T` whose value is a string. */
type TextKey<T> = {
  [K in keyof T]-?: T[K] extends string ? K : never;
}[keyof T] &
  string;

/**
 * One place of rendered text: a field of the tenant's records of
 * `collection` (or of what `select` finds inside them).
 */
type RenderedTextDeclaration<C extends Collection, T> = {
  collection: C;
  /** Its name in the hook's manifest, e.g. 'courses.name'. */
  place: string;
  kind: TextKind;
  /**
   * The collection holds one record per tenant (the site): only its first is
   * written, and without one the place is left out.
   */
  onePerTenant?: true;
  /**
   * What holds the text, from the tenant's records: some of them, or the
   * objects nested in them (array items, a parsed JSON string). Default: the
   * records themselves. With `field`, type the parameter when it returns
   * other objects (`(rows: RowOf<'columns'>[]) => …`): the field's name
   * would otherwise fix the holder's type to the record's.
   */
  select?: (rows: RowOf<C>[]) => T[];
  /** Names the holder in the manifest (read after the text is written). */
  recordId: (holder: T) => string;
} & (
  | { field: NoInfer<TextKey<T>>; write?: never }
  | {
      /** Writes the text where `field` cannot say (nested, JSON, arrays). */
      write: (holder: T, text: string) => void;
      field?: never;
    }
);

/** A declaration of any collection, as the hook reads it. */
export interface RenderedText {
  collection: Collection;
  place: string;
  kind: TextKind;
  onePerTenant?: true;
  select?: (rows: object[]) => object[];
  recordId: (holder: object) => string;
  field?: string;
  write?: (holder: object, text: string) => void;
}

/** Declares one place (typed against its collection's records). */
export function renderedText<C extends Collection, T extends object = RowOf<C>>(
  declaration: RenderedTextDeclaration<C, T>,
): RenderedText {
  return declaration as unknown as RenderedText;
}

/** Puts `text` into the holder's declared field. */
export function writeRenderedText(
  declaration: RenderedText,
  holder: object,
  text: string,
): void {
  if (declaration.write) declaration.write(holder, text);
  else if (declaration.field !== undefined) {
    (holder as Record<string, unknown>)[declaration.field] = text;
  }
}
