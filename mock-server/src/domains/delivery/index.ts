/**
 * The delivery domain's public door: what server.ts, seed.ts, dev/ and the
 * other domains use. Other domains import only from here; files of this
 * domain import each other directly.
 */
export * from './delivery.records';
export type { DeliveryContext } from './delivery-context';
export {
  isReportsRequest,
  readReportBody,
  ReportRate,
} from './delivery.intake';
export { registerDeliveryRoutes } from './delivery.routes';
