export {
  DEFAULT_WEB_CONFIG,
  isParamSet,
  parseSiteConfig,
  parseWebConfig,
  sysParamValue,
  tenantCapabilities,
} from './site-config';
