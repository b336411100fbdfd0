import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What a page did that a developer needs when a journey fails: requests
 * that failed or answered ≥ 400, and errors the page threw or logged.
 */
export interface PageEvent {
  kind: 'request' | 'error' | 'rejection' | 'console' | 'resource';
  text: string;
  /** The page the event happened on. */
  page: string;
}

const PROBE_PATH = '/__engines/probe.js';
/** A page of the portal's origin that does not start the portal. */
export const BLANK_PATH = '/__engines/blank';
const REPORT_PATH = '/__engines/report';

/**
 * Runs first in every document the recorder serves and reports what the
 * page throws or logs as an error. WebKit's WebDriver has no log API, so
 * one probe for all engines keeps their reports alike.
 */
const PROBE = `(() => {
  // Once the page is being left, Firefox cancels the loads still under way
  // and fires their errors (code fetched on the click that navigates): a
  // learner never sees that page again, so nothing it says then counts.
  let leaving = false;
  addEventListener('beforeunload', () => { leaving = true; });
  addEventListener('pagehide', () => { leaving = true; });
  addEventListener('pageshow', () => { leaving = false; });
  const send = (kind, text) => {
    if (leaving) return;
    try {
      navigator.sendBeacon(${JSON.stringify(REPORT_PATH)},
        JSON.stringify({ kind, text: String(text).slice(0, 2000), page: location.href }));
    } catch (error) { /* the report is best effort */ }
  };
  // WebKit's stack leaves out the error's name and message.
  const describe = (value) =>
    value instanceof Error ? value.name + ': ' + value.message + '\\n' + value.stack : String(value);
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && target.tagName)
      send('resource', target.tagName.toLowerCase() + ' ' + (target.currentSrc || target.src || target.href || ''));
    else send('error', event.message + ' @ ' + event.filename + ':' + event.lineno + ':' + event.colno);
  }, true);
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    send('rejection', describe(reason));
  });
  const error = console.error;
  console.error = (...args) => {
    send('console', args.map(describe).join(' '));
    error.apply(console, args);
  };
})();`;

/**
 * A recording proxy in front of the portal: the browser under test talks to
 * it, it forwards everything to the portal (Host kept, so tenants still
 * follow the host name), notes failed requests, and adds the probe to each
 * HTML document. The portal's own policy allows the probe: it is served
 * from the same origin.
 */
export async function startRecorder(portalPort: number) {
  const events: PageEvent[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === PROBE_PATH) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(PROBE);
      return;
    }
    if (url === BLANK_PATH) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      // No icon: a 404 for it would be noise in every engine's report.
      response.end(
        '<!doctype html><title>blank</title><link rel="icon" href="data:,">',
      );
      return;
    }
    if (url === REPORT_PATH && request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          events.push(JSON.parse(Buffer.concat(chunks).toString()));
        } catch {
          events.push({ kind: 'console', text: '探针报告无法解析', page: '' });
        }
        response.writeHead(204).end();
      });
      return;
    }
    const page = request.headers.referer ?? '';
    const headers = { ...request.headers };
    // Plain bodies, so documents can take the probe.
    delete headers['accept-encoding'];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: portalPort,
        method: request.method,
        path: url,
        headers,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 400)
          events.push({
            kind: 'request',
            text: `${request.method} ${url} → ${status}`,
            page,
          });
        const isDocument = String(answer.headers['content-type']).startsWith(
          'text/html',
        );
        if (!isDocument) {
          response.writeHead(status, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString()
            .replace(
              /<head([^>]*)>/i,
              `<head$1><script src="${PROBE_PATH}"></script>`,
            );
          const outHeaders = { ...answer.headers };
          delete outHeaders['content-length'];
          delete outHeaders['etag'];
          response.writeHead(status, outHeaders);
          response.end(html);
        });
      },
    );
    // A request the browser gave up on (it left the page) is no failure.
    let abandoned = false;
    upstream.on('error', (error) => {
      if (abandoned) return;
      events.push({
        kind: 'request',
        text: `${request.method} ${url} → ${error.message}`,
        page,
      });
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
    // A request the browser gave up on (a navigation, an aborted fetch).
    response.on('close', () => {
      if (response.writableFinished) return;
      abandoned = true;
      upstream.destroy();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  );
  return {
    port: (server.address() as AddressInfo).port,
    /** Everything noted so far; `since` is a length read earlier. */
    events: (since = 0) => events.slice(since),
    get count() {
      return events.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Recorder = Awaited<ReturnType<typeof startRecorder>>;
