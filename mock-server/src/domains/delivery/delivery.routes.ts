/**
 * Progressive delivery's collector: browsers post anonymous reports about
 * the remotes' versions they ran (open to visitors), and the tenant's
 * administrators read them back as figures per version.
 */
import {
  type ReportsAccepted,
  type VersionFigures,
  userRoles,
} from '@portal/shared/contracts';
import {
  DEFAULT_GATE_POLICY,
  parseReportBatch,
  REMOTE_NAME_PATTERN,
  REPORT_LIMITS,
  REPORT_MESSAGES,
} from '@portal/shared/delivery';
import { createHash, timingSafeEqual } from 'node:crypto';

import type { Application, Request } from 'json-server';

import { requireCaller } from '../sign-in';
import {
  HttpError,
  ok,
  optionalInt,
  params,
  requiredString,
  route,
} from '../../platform/http';
import { tenantOfRequest } from '../../platform/tenancy';
import type { DeliveryContext } from './delivery-context';
import { versionFigures } from './delivery.figures';
import { appendCapped, INTAKE_MESSAGES, REPORTS_PATH } from './delivery.intake';
import {
  MAX_STORED_REPORTS_PER_TENANT,
  type StoredDeliveryReport,
} from './delivery.records';

const FIGURES_PATH = '/api/portal/delivery/figures';

/** The header machines read the figures with, instead of an admin token. */
export const GATE_KEY_HEADER = 'x-portal-gate-key';

const DELIVERY_MESSAGES = {
  notAdmin: '您不是管理员，无权查看发布数据',
  since: '参数since必须是不小于0的毫秒时间戳',
  gateKey: '发布闸门密钥无效',
} as const;

/**
 * Whether the header holds the configured key. Both sides are hashed
 * first so that timingSafeEqual compares equal lengths and the time taken
 * says nothing about the key, not even its length.
 */
function gateKeyMatches(given: string, key: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(key));
}

/**
 * The tenant whose figures are asked for: with X-Portal-Gate-Key, the
 * tenantId header's (as every endpoint reads it) when the key is right;
 * without it, the caller's, who must be an administrator.
 */
function figuresTenant(ctx: DeliveryContext, req: Request): string {
  const given = req.headers[GATE_KEY_HEADER];
  if (given !== undefined) {
    const text = Array.isArray(given) ? given.join(',') : given;
    if (ctx.gateKey === null || !gateKeyMatches(text, ctx.gateKey)) {
      throw new HttpError(403, DELIVERY_MESSAGES.gateKey);
    }
    return tenantOfRequest(req.headers);
  }
  const { user, tenantId } = requireCaller(ctx.store, req);
  if (!userRoles(user).includes('admin'))
    throw new HttpError(403, DELIVERY_MESSAGES.notAdmin);
  return tenantId;
}

export function registerDeliveryRoutes(
  app: Application,
  ctx: DeliveryContext,
): void {
  // POST /api/portal/delivery/reports ReportBatch (public; JSON as
  // application/json or text/plain, read by readReportBody) → { accepted }
  route(app, REPORTS_PATH, ['POST'], (req, res) => {
    const parsed = parseReportBatch(req.body as unknown);
    if (!parsed.ok) {
      const status = parsed.message === REPORT_MESSAGES.tooLarge ? 413 : 400;
      throw new HttpError(status, parsed.message);
    }
    const { batch } = parsed;
    const tenantId = tenantOfRequest(req.headers);
    if (batch.tenantId !== tenantId) {
      throw new HttpError(403, REPORT_MESSAGES.tenantId);
    }
    if (!ctx.reportRate.take(batch.session)) {
      throw new HttpError(429, INTAKE_MESSAGES.tooFrequent);
    }
    const receivedAt = ctx.now();
    const added = batch.reports.map((report): StoredDeliveryReport => ({
      ...report,
      tenantId,
      session: batch.session,
      receivedAt,
    }));
    if (added.length > 0) {
      appendCapped(
        ctx.store.state().deliveryReports,
        added,
        tenantId,
        MAX_STORED_REPORTS_PER_TENANT,
      );
      ctx.store.write();
    }
    ok<ReportsAccepted>(res, { accepted: added.length });
  });

  // GET /api/portal/delivery/figures?remote=&since= (token, the admin role, as the status page;
  // or X-Portal-Gate-Key with the tenantId header, for the gate) → VersionFigures[] of the tenant
  route(app, FIGURES_PATH, ['GET'], (req, res) => {
    const tenantId = figuresTenant(ctx, req);
    const input = params(req);
    const remote = requiredString(input, 'remote');
    if (
      remote.length > REPORT_LIMITS.maxRemoteLength ||
      !REMOTE_NAME_PATTERN.test(remote)
    ) {
      throw new HttpError(400, REPORT_MESSAGES.remote);
    }
    const since =
      optionalInt(input, 'since') ??
      ctx.now() - DEFAULT_GATE_POLICY.windowMinutes * 60_000;
    if (since < 0) throw new HttpError(400, DELIVERY_MESSAGES.since);
    ok<VersionFigures[]>(
      res,
      versionFigures(ctx.store.state().deliveryReports, {
        tenantId,
        remote,
        since,
      }),
    );
  });
}
