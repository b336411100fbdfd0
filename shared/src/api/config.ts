/**
 * What the shell plugs into the request layer: how notifications are shown
 * and how a session ends. The defaults only log, so remotes running on
 * their own and unit tests work without a shell.
 */
export type NotifyLevel = 'error' | 'warning' | 'success' | 'info';

export type SessionEndReason = 403 | 409;

export interface ApiConfig {
  /** Shows a message (the shell uses antd's message API). */
  notify(level: NotifyLevel, text: string): void;
  /** Ends the session (the shell logs out and goes to the logout address). */
  onSessionEnd(reason: SessionEndReason): void;
  /** Prefix of the generic client; '/api' unless the deployment says so. */
  apiPrefix: string;
  /**
   * An answer to this GET that the page asked for before its scripts ran
   * (the shell's early requests), handed out once; undefined to send it.
   */
  earlyAnswer(url: string): Promise<Response> | undefined;
  /**
   * Sends a call itself instead of the network: on the render tier, the
   * calls a page's first screen makes go to the backend as a visitor's,
   * through its cache. Undefined (in the browser): the network.
   */
  transport(request: Request): Promise<Response> | undefined;
}

/** Seed-spec 8/9: the session ends 1.5 s after a 403/409 warning. */
export const SESSION_END_DELAY_MS = 1500;

const DEFAULT_API_PREFIX = '/api';

function defaults(): ApiConfig {
  return {
    notify: (level, text) => console.warn(`[api] ${level}: ${text}`),
    onSessionEnd: () => {},
    apiPrefix: DEFAULT_API_PREFIX,
    earlyAnswer: () => undefined,
    transport: () => undefined,
  };
}

let config: ApiConfig = defaults();
let sessionEndTimer: ReturnType<typeof setTimeout> | undefined;

export function apiConfig(): Readonly<ApiConfig> {
  return config;
}

export function patchApiConfig(patch: Partial<ApiConfig>): void {
  const defined = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<ApiConfig>;
  config = { ...config, ...defined };
}

export function resetApiConfigState(): void {
  if (sessionEndTimer !== undefined) clearTimeout(sessionEndTimer);
  sessionEndTimer = undefined;
  config = defaults();
}

/** Shows a message through the configured hook; a failing hook is logged. */
export function notify(level: NotifyLevel, text: string): void {
  try {
    config.notify(level, text);
  } catch (error) {
    console.warn('[api] notify failed', error);
  }
}

/**
 * Ends the session SESSION_END_DELAY_MS after the first 403/409. Further
 * 403/409s while one is pending are folded into it, so a burst of failing
 * calls ends the session once.
 */
export function scheduleSessionEnd(reason: SessionEndReason): void {
  if (sessionEndTimer !== undefined) return;
  sessionEndTimer = setTimeout(() => {
    sessionEndTimer = undefined;
    try {
      config.onSessionEnd(reason);
    } catch (error) {
      console.warn('[api] onSessionEnd failed', error);
    }
  }, SESSION_END_DELAY_MS);
}
