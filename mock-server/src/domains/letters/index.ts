/**
 * The letters domain's public door: what server.ts, seed.ts, dev/ and the
 * other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './letters.records';
export { LETTERS_RENDERED_TEXT } from './letters.rendered-text';
export { registerLetterRoutes } from './letters.routes';
