/**
 * The engines lane: the learner's main journeys in Chromium (CDP), Firefox
 * ESR (WebDriver BiDi) and WebKitGTK (WebDriver, under Xvfb), against the
 * production build on its own ports and throwaway state. Each failure
 * names the engine, the step, what the page showed, the errors and failed
 * requests the page met, and a screenshot.
 *
 *   tsx e2e/engines/lane.ts [--engine webkit] [--journey 课程]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { ENGINES, launch, type Engine, type SmokeBrowser } from './browsers';
import { DESK_SIZE, Journey, JOURNEYS, type JourneySpec } from './journeys';
import {
  BLANK_PATH,
  startRecorder,
  type PageEvent,
  type Recorder,
} from './recorder';

const root = path.resolve(__dirname, '..', '..');
const runtime = path.resolve(
  process.env.E2E_RUNTIME_DIR || path.join(root, 'e2e', '.runtime'),
  'engines',
);
const results = path.join(root, 'test-results', 'engines');

/** Beside the Playwright lanes' ports (18080–18095, 13000–13015). */
const PORTS = {
  portal: Number(process.env.ENGINES_PORTAL_PORT || 18100),
  mock: Number(process.env.ENGINES_MOCK_PORT || 13020),
  ukey: Number(process.env.ENGINES_UKEY_PORT || 13597),
};

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const engines = ENGINES.filter((engine) =>
  option('engine') ? option('engine')?.split(',').includes(engine) : true,
);
const journeys = JOURNEYS.filter(
  (journey) =>
    !option('journey') || journey.name.includes(option('journey') ?? ''),
);

/** The portal as `npm start` serves it, with its own database and config. */
async function startPortal() {
  rmSync(runtime, { recursive: true, force: true });
  mkdirSync(runtime, { recursive: true });
  const child = spawn(process.execPath, [path.join(root, 'tools/start.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORTAL_PORT: String(PORTS.portal),
      MOCK_PORT: String(PORTS.mock),
      UKEY_PORT: String(PORTS.ukey),
      PORTAL_CONFIG_DIR: path.join(runtime, 'config'),
      MOCK_DB_FILE: path.join(runtime, 'db.json'),
      MOCK_QUIET: '1',
    },
  });
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code) => reject(new Error(`门户服务已退出（${code}）`))),
  );
  const ready = (async () => {
    for (;;) {
      try {
        const answer = await fetch(
          `http://127.0.0.1:${PORTS.portal}/api/portal/subsite`,
        );
        if (answer.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  })();
  await Promise.race([ready, exited]);
  return {
    /** start.mjs and everything it started, as one process group. */
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

async function resetBackend() {
  const answer = await fetch(`http://127.0.0.1:${PORTS.mock}/__reset`, {
    method: 'POST',
  });
  if (!answer.ok) throw new Error(`/__reset 失败（${answer.status}）`);
}

const LABELS: Record<PageEvent['kind'], string> = {
  request: '失败的请求',
  error: '未捕获的错误',
  rejection: '未处理的 Promise 拒绝',
  console: 'console.error',
  resource: '未能加载的资源',
};

/**
 * Errors the page threw itself fail a journey even when its steps pass, and
 * so does HTML from the render tier that React could not hydrate (it draws
 * the page again: a flash, lost taps).
 */
const THROWN: PageEvent['kind'][] = ['error', 'rejection'];
const failsJourney = (event: PageEvent) =>
  THROWN.includes(event.kind) ||
  (event.kind === 'console' && event.text.startsWith('[hydration]'));

function report(events: PageEvent[]): string[] {
  return events.map(
    (event) =>
      `    ${LABELS[event.kind]}：${event.text}${event.page ? `（${event.page}）` : ''}`,
  );
}

async function pageSays(browser: SmokeBrowser): Promise<string> {
  try {
    const [url, text] = await browser.evaluate(() => [
      location.href,
      (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300),
    ]);
    return `    地址：${url}\n    页面文字：${text}`;
  } catch (error) {
    return `    页面无法读取：${(error as Error).message}`;
  }
}

/** Far above any journey's own waits: only a browser that stopped answering. */
const JOURNEY_TIMEOUT = 120_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`浏览器 ${ms / 1000} 秒无响应`)),
        ms,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

async function runJourney(
  engine: Engine,
  browser: SmokeBrowser,
  recorder: Recorder,
  spec: JourneySpec,
  sites: { main: string; second: string },
): Promise<string | null> {
  // Each journey starts as a new visitor on a desk: nothing kept in the
  // portal's storage, the seed data, a desk-sized window.
  await browser.open(`${sites.main}${BLANK_PATH}`);
  await browser.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
    document.cookie = 'portal-display=; Max-Age=0; Path=/';
  });
  await resetBackend();
  await browser.resize(DESK_SIZE.width, DESK_SIZE.height);
  const since = recorder.count;
  const journey = new Journey(browser, sites);
  let failure: string | null = null;
  try {
    await withTimeout(spec.run(journey), JOURNEY_TIMEOUT);
    const thrown = recorder.events(since).filter(failsJourney);
    if (thrown.length > 0) {
      journey.step = '（全部步骤完成后）';
      throw new Error('页面抛出了错误，或 React 无法水合服务端的页面');
    }
  } catch (error) {
    const { name, message } = error as Error;
    failure = message ? message : name;
  }
  if (failure === null) return null;
  const shot = path.join(
    results,
    `${engine}-${spec.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.png`,
  );
  let saved = path.relative(root, shot);
  await withTimeout(browser.screenshot(shot), 10_000).catch((error: Error) => {
    saved = `（截图失败：${error.message}）`;
  });
  return [
    `[${engine}] ${spec.name} › ${journey.step}：${failure}`,
    await withTimeout(pageSays(browser), 10_000).catch(
      (error: Error) => `    页面无法读取：${error.message}`,
    ),
    ...report(recorder.events(since)),
    `    截图：${saved}`,
  ].join('\n');
}

async function runEngine(engine: Engine): Promise<string[]> {
  const failures: string[] = [];
  const recorder = await startRecorder(PORTS.portal);
  const sites = {
    main: `http://localhost:${recorder.port}`,
    second: `http://001-001-043.localhost:${recorder.port}`,
  };
  const started = Date.now();
  let browser: SmokeBrowser | null = null;
  try {
    browser = await launch(engine);
    for (const spec of journeys) {
      const began = Date.now();
      const failure = await runJourney(engine, browser, recorder, spec, sites);
      const took = ((Date.now() - began) / 1000).toFixed(1);
      console.log(
        `  ${failure ? '✘' : '✓'} [${engine}] ${spec.name}（${took} s）`,
      );
      if (failure) {
        console.log(failure);
        failures.push(failure);
      }
    }
  } catch (error) {
    failures.push(
      `[${engine}] 无法启动或驱动浏览器：${(error as Error).stack}`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    await recorder.close();
  }
  const noted = recorder.events();
  const count = (kind: PageEvent['kind']) =>
    noted.filter((event) => event.kind === kind).length;
  console.log(
    `[engines] ${engine} 用时 ${((Date.now() - started) / 1000).toFixed(0)} s；` +
      `页面记录：失败的请求 ${count('request')}、console.error ${count('console')}、` +
      `未捕获的错误 ${count('error') + count('rejection')}`,
  );
  // What the pages met without failing a journey, once each, for a reader.
  const distinct = [...new Set(report(noted))];
  for (const line of distinct.slice(0, 12)) console.log(line);
  if (distinct.length > 12) console.log(`    …另有 ${distinct.length - 12} 条`);
  return failures;
}

async function main() {
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  console.log(`[engines] ${engines.join('、')}：${journeys.length} 条学员旅程`);
  const portal = await startPortal();
  const stop = () => {
    portal.stop();
    process.exit(1);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const failures: string[] = [];
  try {
    for (const engine of engines) failures.push(...(await runEngine(engine)));
  } finally {
    portal.stop();
  }
  if (failures.length > 0) {
    console.error(
      `\n[engines] ${failures.length} 条旅程失败：\n\n${failures.join('\n\n')}`,
    );
    process.exit(1);
  }
  console.log('[engines] 全部通过');
}

void main();
