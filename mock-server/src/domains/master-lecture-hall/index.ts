/**
 * The master-lecture-hall domain's public door: what server.ts, seed.ts,
 * dev/ and the other domains use. Other domains import only from here; files
 * of this domain import each other directly.
 */
export { registerFamousRoutes } from './famous.routes';
export { MASTER_LECTURE_HALL_RENDERED_TEXT } from './master-lecture-hall.rendered-text';
