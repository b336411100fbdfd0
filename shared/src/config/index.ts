export {
  DEFAULT_WEB_CONFIG,
  isParamSet,
  parseSiteConfig,
  parseWebConfig,
  sysParamValue,
} from './site-config';
