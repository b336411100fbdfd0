/**
 * Development hooks (not mounted when NODE_ENV=production): reset, health,
 * SMS outbox, captcha answers, fault injection and the UKEY simulator's
 * listener.
 */
import type { Application, RequestHandler, Response } from 'json-server';

import type { AdminEntryContext } from '../domains/admin-entry';
import {
  HttpError,
  MESSAGES,
  fail,
  ok,
  optionalInt,
  optionalString,
  params,
  requiredString,
  route,
} from '../platform/http';
import { belongsToTenant } from '../platform/tenancy';

const FAULT_MESSAGE = '模拟故障';
const UKEY_NOT_STARTED = 'uKey模拟服务未随后端启动';
/** What the real backend says with these statuses; others: FAULT_MESSAGE. */
const FAULT_MESSAGES: Readonly<Record<number, string>> = {
  401: MESSAGES.unauthorized,
  403: '您没有权限执行此操作',
  409: '您的账号已在其他地方登录',
};
/** A gateway's own error page (not JSON), as nginx sends it. */
const BAD_GATEWAY_HTML = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;
const FAULT_LIMITS = { maxTimes: 1000, maxTimeoutMs: 600_000 };

/** Answers a faulted request the way the backend (or its gateway) would. */
function sendFault(res: Response, status: number): void {
  if (status === 502) {
    res.status(502).type('text/html').send(BAD_GATEWAY_HTML);
    return;
  }
  fail(res, status, FAULT_MESSAGES[status] ?? FAULT_MESSAGE);
}

/** True when a rule's path (exact, or a prefix ending in `*`) covers `path`. */
function faultMatches(rulePath: string, path: string): boolean {
  if (!rulePath.endsWith('*')) return rulePath === path;
  // Prefix rules leave the development hooks alone (/__reset, /__dev/…).
  return !path.startsWith('/__') && path.startsWith(rulePath.slice(0, -1));
}

interface FaultRule {
  /** Exact path, or a prefix ending in `*` ('/api/*'). */
  path: string;
  status?: number;
  timeoutMs?: number;
  /** Calls still to fail. */
  times: number;
}

/**
 * Makes the next `times` requests of a path fail (status) or hang
 * (timeoutMs). Installed before every route; preflights are not counted.
 */
export class FaultInjector {
  private rules: FaultRule[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  add(rule: FaultRule): void {
    this.rules.push(rule);
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return this.rules.map((r) => ({ ...r }));
  }

  /** Stops pending hangs (server shutdown). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.clear();
  }

  readonly middleware: RequestHandler = (req, res, next) => {
    if (req.method === 'OPTIONS' || req.path === '/__dev/fail') {
      next();
      return;
    }
    const rule = this.rules.find(
      (r) => r.times > 0 && faultMatches(r.path, req.path),
    );
    if (!rule) {
      next();
      return;
    }
    rule.times -= 1;
    if (rule.times <= 0) this.rules = this.rules.filter((r) => r !== rule);

    const respond = () => {
      if (rule.status === undefined) next();
      else sendFault(res, rule.status);
    };
    if (rule.timeoutMs === undefined || rule.timeoutMs === 0) {
      respond();
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!res.writableEnded && !res.destroyed) respond();
    }, rule.timeoutMs);
    this.timers.add(timer);
  };
}

function parseRule(input: Record<string, unknown>): FaultRule {
  const rawPath = requiredString(input, 'path').trim();
  const path = rawPath.split('?')[0] ?? rawPath;
  if (!path.startsWith('/')) throw new HttpError(400, '参数path必须以/开头');
  if (path.slice(0, -1).includes('*')) {
    throw new HttpError(400, '参数path中的*只能出现在末尾');
  }
  const status = optionalInt(input, 'status');
  const timeoutMs = optionalInt(input, 'timeoutMs');
  const times = optionalInt(input, 'times') ?? 1;
  if (status !== undefined && (status < 200 || status > 599)) {
    throw new HttpError(400, '参数status必须在200到599之间');
  }
  if (
    timeoutMs !== undefined &&
    (timeoutMs < 0 || timeoutMs > FAULT_LIMITS.maxTimeoutMs)
  ) {
    throw new HttpError(400, '参数timeoutMs必须在0到600000之间');
  }
  if (times < 1 || times > FAULT_LIMITS.maxTimes) {
    throw new HttpError(400, '参数times必须在1到1000之间');
  }
  // Neither a status nor a delay: fail with 500.
  const rule: FaultRule = { path, times };
  if (status !== undefined) rule.status = status;
  else if (!timeoutMs) rule.status = 500;
  if (timeoutMs) rule.timeoutMs = timeoutMs;
  return rule;
}

export function registerDevRoutes(
  app: Application,
  ctx: AdminEntryContext,
  faults: FaultInjector,
): void {
  // POST /__reset: back to the seed (sessions, suggestions, SMS outbox,
  // faults, captchas, SMS codes, UKEY challenges and back-office tickets
  // cleared; the password key pair kept); the UKEY simulator is reset and
  // its listener started again if it was stopped
  route(app, '/__reset', ['POST'], async (_req, res) => {
    ctx.store.reset();
    faults.clear();
    ctx.captchas.clear();
    ctx.smsCodes.clear();
    ctx.ukeyChallenges.clear();
    ctx.adminTickets.clear();
    const simulator = ctx.ukey.simulator;
    if (simulator) {
      simulator.reset();
      await simulator.start();
    }
    ok(res, undefined, '已恢复初始数据');
  });

  // GET /__health
  route(app, '/__health', ['GET'], (_req, res) => {
    ok(res, undefined, 'ok');
  });

  // GET /__dev/sms-outbox?phone=&tenantId=: SMS codes sent, newest last
  route(app, '/__dev/sms-outbox', ['GET'], (req, res) => {
    const input = params(req);
    const phone = optionalString(input, 'phone')?.trim();
    const tenantId = optionalString(input, 'tenantId')?.trim();
    const outbox = ctx.store
      .state()
      .smsOutbox.filter(
        (m) =>
          (!phone || m.phone === phone) &&
          (!tenantId || belongsToTenant(m, tenantId)),
      );
    ok(res, outbox);
  });

  // GET /__dev/ukey: the simulator's state
  // POST /__dev/ukey {running}: stop or start its listener (same port)
  route(app, '/__dev/ukey', ['GET', 'POST'], async (req, res) => {
    const simulator = ctx.ukey.simulator;
    if (!simulator) {
      fail(res, 409, UKEY_NOT_STARTED);
      return;
    }
    if (req.method === 'POST') {
      const raw = params(req).running;
      const running =
        raw === true || raw === 'true'
          ? true
          : raw === false || raw === 'false'
            ? false
            : undefined;
      if (running === undefined) {
        throw new HttpError(400, '参数running必须是布尔值');
      }
      if (running) await simulator.start();
      else await simulator.stop();
      ctx.log(
        `mock backend: ukey simulator ${running ? 'started' : 'stopped'}`,
      );
    }
    ok(res, simulator.state());
  });

  // GET /__dev/captcha?token=: the code of a pending captcha (not consumed)
  route(app, '/__dev/captcha', ['GET'], (req, res) => {
    const token = optionalString(params(req), 'token')?.trim() ?? '';
    const code = token ? ctx.captchas.peek(token) : undefined;
    if (code === undefined) {
      fail(res, 404, '验证码不存在或已过期');
      return;
    }
    ok(res, { code });
  });

  // POST /__dev/fail {path, status?, timeoutMs?, times?}; DELETE clears
  route(app, '/__dev/fail', ['GET', 'POST', 'DELETE'], (req, res) => {
    if (req.method === 'DELETE') {
      faults.clear();
      ok(res, [], '已清除模拟故障');
      return;
    }
    if (req.method === 'POST') {
      const rule = parseRule(params(req));
      faults.add(rule);
      ctx.log(`mock backend: fault ${JSON.stringify(rule)}`);
    }
    ok(res, faults.list());
  });
}
