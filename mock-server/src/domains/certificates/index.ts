/**
 * The certificates domain's public door: what server.ts, seed.ts, dev/ and
 * the other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './certificates.records';
export {
  accountIndexOf,
  CERTIFICATE_ISSUER,
  certificateId,
  certificateNo,
} from './certificates.data';
export { registerCertificateRoutes } from './certificates.routes';
export { buildCertificates } from './certificates.seed';
export { classCertificateOf, issueCertificate } from './certificates.readers';
