/**
 * The site domain's public door: what server.ts, seed.ts, dev/ and the other
 * domains use. Other domains import only from here; files of this domain
 * import each other directly.
 */
export * from './site.records';
export { buildDictionaries } from './dictionaries.seed';
export { registerDictionaryRoutes } from './dictionary.routes';
export {
  ADMIN_PATH,
  adminUrl,
  imagePaths,
  IMG_BASE,
  TENANT_PROFILES,
} from './site.data';
export { SITE_RENDERED_TEXT } from './site.rendered-text';
export type { SiteContext } from './site-context';
export { registerSiteRoutes } from './site.routes';
export { buildSubsites } from './site.seed';
export {
  capabilitiesOf,
  forcedPasswordTenant,
  servedTenants,
  storedSite,
} from './site.tenants';
