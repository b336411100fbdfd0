import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';

import {
  bucketOf,
  runsCandidate,
  versionOfEntry,
} from '../../../shared/src/delivery/index';
import {
  GATE_KEY,
  MOCK_URL,
  ROOT_DIR,
  RUNTIME_DIR,
  TENANTS,
} from '../../support/env';
import { signInFromHeader } from '../../support/portal';

/**
 * Progressive delivery of mf-home to a share of one tenant: the version a
 * device runs, the reports it sends, the gate acting on them, and the
 * operator's pin. Candidates are copies of the built mf-home under other
 * version folders (no rebuild); the blue tenant's map, history and policy
 * are restored after each test.
 */

const [, , blue] = TENANTS;
const REMOTE = 'mf_home';
const CONFIG_DIR = path.join(RUNTIME_DIR, 'config');
const MAP_FILE = path.join(CONFIG_DIR, 'remotes', `${blue.id}.json`);
const HISTORY_FILE = path.join(CONFIG_DIR, 'history', `${blue.id}.json`);
const POLICY_FILE = path.join(CONFIG_DIR, 'delivery', `${blue.id}.json`);
const DIST = path.join(ROOT_DIR, 'dist/mf-home');

/**
 * One session per side is enough here; the LCP of one page load on a busy
 * machine is noise, so its rule cannot roll a healthy candidate back.
 */
const POLICY = { minSessions: 1, steps: [10, 50, 100], maxLcpP75Ratio: 1000 };

interface TenantMap {
  remotes: Record<string, string>;
  canaries?: Record<string, { version: string; share: number }>;
}

interface HistoryEntry {
  action?: string;
  by?: string;
  remote?: string;
  share?: number;
  reasons?: { rule: string; message: string }[];
}

interface Figures {
  version: string;
  sessions: number;
  loadFailureSessions: number;
  errorSessions: number;
}

const readMap = () => JSON.parse(readFileSync(MAP_FILE, 'utf8')) as TenantMap;
const readHistory = () =>
  existsSync(HISTORY_FILE)
    ? (JSON.parse(readFileSync(HISTORY_FILE, 'utf8')) as HistoryEntry[])
    : [];

/** The version the blue tenant's map gives every learner today. */
function stableVersion(): string {
  const entry = readMap().remotes[REMOTE];
  const version = entry ? versionOfEntry(entry) : null;
  if (!version) throw new Error(`no versioned ${REMOTE} entry in ${MAP_FILE}`);
  return version;
}

/** npm run remotes -- …, on this lane's configuration and backend. */
function remotes(...args: string[]): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT_DIR, 'tools/remotes.mjs'), ...args],
    {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        PORTAL_CONFIG_DIR: CONFIG_DIR,
        PORTAL_BACKEND: MOCK_URL,
        PORTAL_GATE_KEY: GATE_KEY,
      },
      encoding: 'utf8',
    },
  );
}

/** Writes a built file and the brotli and gzip copies the build made of it. */
function writeBuilt(file: string, text: string) {
  writeFileSync(file, text);
  if (existsSync(`${file}.br`))
    writeFileSync(`${file}.br`, brotliCompressSync(text));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * Deploys a copy of the stable mf-home as `version`, its manifest saying
 * so. A broken one throws as its spa module is evaluated, so mounting the
 * remote fails the way a candidate with a bad bundle does.
 */
function deployCopy(version: string, broken = false) {
  const folder = path.join(DIST, version);
  rmSync(folder, { recursive: true, force: true });
  cpSync(path.join(DIST, stableVersion()), folder, { recursive: true });
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  manifest.metaData.buildInfo.buildVersion = version;
  writeBuilt(manifestFile, JSON.stringify(manifest));
  if (!broken) return;
  const spa = manifest.exposes
    .find((expose) => expose.name === 'spa')
    ?.assets.js.sync.find((file) => file.startsWith('__federation_expose_spa'));
  if (!spa) throw new Error('no spa expose chunk in the manifest');
  const spaFile = path.join(folder, spa);
  const code = readFileSync(spaFile, 'utf8');
  // The module's body starts by marking its exports (t.r(o)); a throw
  // right there replaces them all.
  const patched = code.replace(
    /\{(\w+)\.r\((\w+)\);/,
    '{$1.r($2);throw new Error("e2e: broken candidate");',
  );
  expect(patched, 'the spa chunk was patched').not.toBe(code);
  writeBuilt(spaFile, patched);
}

/**
 * Runs a test against the blue tenant with the gate policy above, then puts
 * its map, history and policy back and removes the deployed copies.
 */
async function onBlue(copies: string[], run: () => Promise<void>) {
  const saved = [MAP_FILE, HISTORY_FILE, POLICY_FILE].map(
    (file) => [file, existsSync(file) ? readFileSync(file) : null] as const,
  );
  try {
    mkdirSync(path.dirname(POLICY_FILE), { recursive: true });
    writeFileSync(POLICY_FILE, JSON.stringify(POLICY));
    await run();
  } finally {
    for (const [file, content] of saved) {
      if (content === null) rmSync(file, { force: true });
      else writeFileSync(file, content);
    }
    for (const version of copies)
      rmSync(path.join(DIST, version), { recursive: true, force: true });
  }
}

/**
 * A device id (32 hex characters, as shared/src/api/fingerprint.ts makes
 * them) whose bucket for mf_home puts it on the given side of the share,
 * found with the shell's own bucketOf.
 */
function fingerprintOn(
  side: 'candidate' | 'stable',
  share: number,
  salt: string,
): string {
  for (let i = 0; ; i += 1) {
    const id = createHash('sha256')
      .update(`${salt}:${i}`)
      .digest('hex')
      .slice(0, 32);
    if (runsCandidate(bucketOf(id, REMOTE), share) === (side === 'candidate'))
      return id;
  }
}

interface Device {
  context: BrowserContext;
  page: Page;
  /** The mf-home version folders this page requested since the last load. */
  folders: Set<string>;
}

/**
 * A browser (its own context) whose device id is `fingerprint`: written
 * before the first page only, so later loads run on what the shell kept.
 */
async function device(browser: Browser, fingerprint: string): Promise<Device> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await context.addInitScript((id) => {
    if (sessionStorage.getItem('e2e-fingerprint-set')) return;
    sessionStorage.setItem('e2e-fingerprint-set', '1');
    localStorage.setItem('deviceFingerprint', id);
  }, fingerprint);
  const page = await context.newPage();
  const folders = new Set<string>();
  page.on('request', (request) => {
    // A new document: what the last one loaded no longer counts.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      folders.clear();
    const match = /\/mf-home\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) folders.add(match[1]);
  });
  return { context, page, folders };
}

/** Opens the tenant's home page on a device and waits for mf-home's files. */
async function openHome(device: Device) {
  await device.page.goto(`${blue.url}/index`);
  await expect
    .poll(() => device.folders.size, { message: 'mf-home files requested' })
    .toBeGreaterThan(0);
}

/** The collector's figures of mf_home for the blue tenant, as the gate reads them. */
async function figures(since: number): Promise<Figures[]> {
  const res = await fetch(
    `${MOCK_URL}/api/portal/delivery/figures?remote=${REMOTE}&since=${since}`,
    { headers: { 'X-Portal-Gate-Key': GATE_KEY, tenantId: blue.id } },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Figures[] }).data;
}

const figuresOf = async (since: number, version: string) =>
  (await figures(since)).find((f) => f.version === version);

/**
 * Hides the page as switching tabs does, so the sender beacons what it
 * queued (web-vitals gives LCP on hiding too), until the collector counts
 * this device's session for `version`. Repeated, since the sender starts
 * only once the page is loaded and idle.
 */
async function sendReports(
  device: Device,
  since: number,
  version: string,
  sessionsBefore = 0,
) {
  await expect
    .poll(
      async () => {
        await device.page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', {
            configurable: true,
            get: () => 'hidden',
          });
          document.dispatchEvent(new Event('visibilitychange'));
          Object.defineProperty(document, 'visibilityState', {
            configurable: true,
            get: () => 'visible',
          });
        });
        return (await figuresOf(since, version))?.sessions ?? 0;
      },
      { timeout: 30_000, intervals: [1000], message: `reports of ${version}` },
    )
    .toBeGreaterThan(sessionsBefore);
}

/** Starts a canary of mf-home on the blue tenant; returns its start (ms). */
function startCanary(version: string, share: number): number {
  const startedAt = Date.now();
  expect(
    remotes('canary', blue.id, 'mf-home', version, '--share', String(share)),
  ).toContain(`灰度 ${version}（${share}%`);
  return startedAt - 1000;
}

test('a failing candidate at 10 % is reported by the learners on it and rolled back by the gate', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const candidate = '1.0.9-broken';
  await onBlue([candidate], async () => {
    const stable = stableVersion();
    deployCopy(candidate, true);
    const since = startCanary(candidate, 10);

    // A visitor whose device falls within the 10 % gets the candidate,
    // whose failure the shell shows as the remote's fallback.
    const onCandidate = await device(
      browser,
      fingerprintOn('candidate', 10, 'broken'),
    );
    await openHome(onCandidate);
    await expect(
      onCandidate.page.getByRole('alert').filter({ hasText: '服务暂不可用' }),
    ).toBeVisible();
    expect([...onCandidate.folders]).toEqual([candidate]);
    await sendReports(onCandidate, since, candidate);
    const failing = await figuresOf(since, candidate);
    expect(
      (failing?.loadFailureSessions ?? 0) + (failing?.errorSessions ?? 0),
      JSON.stringify(failing),
    ).toBeGreaterThanOrEqual(1);

    // A visitor outside the share runs the stable version, unharmed.
    const onStable = await device(
      browser,
      fingerprintOn('stable', 10, 'broken'),
    );
    await openHome(onStable);
    await expect(onStable.page.getByTestId('mf-home-page')).toBeVisible();
    expect([...onStable.folders]).toEqual([stable]);
    await sendReports(onStable, since, stable);
    expect(await figuresOf(since, stable)).toMatchObject({
      sessions: 1,
      loadFailureSessions: 0,
      errorSessions: 0,
    });

    // An operator sees the same figures on the status page (signed in on
    // the candidate's device: whatever this session reports counts for the
    // candidate's one session, never for the stable side the gate compares).
    await signInFromHeader(onCandidate.page, 'admin');
    await onCandidate.page.goto(`${blue.url}/__portal/status`);
    const rows = onCandidate.page
      .getByTestId(`figures-${REMOTE}`)
      .getByRole('row');
    await expect(rows.filter({ hasText: `候选 ${candidate}` })).toContainText(
      '100.0%（1）',
    );
    await expect(rows.filter({ hasText: `稳定 ${stable}` })).toContainText(
      '0.0%（0）',
    );

    // The gate compares both and rolls the candidate back.
    expect(
      remotes('gate', blue.id),
      JSON.stringify(await figures(since)),
    ).toContain('已回滚到稳定版本');
    const map = readMap();
    expect(map.canaries?.[REMOTE]).toBeUndefined();
    expect(versionOfEntry(map.remotes[REMOTE] ?? '')).toBe(stable);
    const last = readHistory().at(-1);
    expect(last).toMatchObject({
      remote: REMOTE,
      action: 'rollback',
      by: 'gate',
      share: 10,
    });
    expect(last?.reasons?.map((reason) => reason.rule)).toContain(
      'load-failure-rate',
    );

    // The learner who had the candidate runs the stable version again.
    await onCandidate.page.goto(`${blue.url}/index`);
    await expect(onCandidate.page.getByTestId('mf-home-page')).toBeVisible();
    expect([...onCandidate.folders]).toEqual([stable]);

    await onCandidate.context.close();
    await onStable.context.close();
  });
});

test('a healthy candidate is stepped from 10 % to 50 %, then promoted, by the gate', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const candidate = '1.0.9-healthy';
  await onBlue([candidate], async () => {
    const stable = stableVersion();
    deployCopy(candidate);
    const since = startCanary(candidate, 10);
    const sides = [
      [fingerprintOn('candidate', 10, 'healthy'), candidate],
      [fingerprintOn('stable', 10, 'healthy'), stable],
    ] as const;
    for (const [fingerprint, version] of sides) {
      const learner = await device(browser, fingerprint);
      await openHome(learner);
      await expect(learner.page.getByTestId('mf-home-page')).toBeVisible();
      expect([...learner.folders]).toEqual([version]);
      await sendReports(learner, since, version);
      await learner.context.close();
    }
    for (const version of [candidate, stable]) {
      expect(await figuresOf(since, version)).toMatchObject({
        sessions: 1,
        loadFailureSessions: 0,
        errorSessions: 0,
      });
    }

    expect(remotes('gate', blue.id)).toContain('比例提升到 50%');
    expect(readMap().canaries?.[REMOTE]).toMatchObject({
      version: candidate,
      share: 50,
    });
    expect(readHistory().at(-1)).toMatchObject({
      remote: REMOTE,
      action: 'step',
      by: 'gate',
      share: 50,
    });

    // Still healthy at 50 %: the next step of the policy is 100, a promotion.
    expect(remotes('gate', blue.id)).toContain('已转为稳定版本');
    const map = readMap();
    expect(map.canaries?.[REMOTE]).toBeUndefined();
    expect(versionOfEntry(map.remotes[REMOTE] ?? '')).toBe(candidate);
    expect(readHistory().at(-1)).toMatchObject({
      remote: REMOTE,
      action: 'promote',
      by: 'gate',
    });
  });
});

test('a learner keeps the version chosen for the device across reloads while the share holds', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const candidate = '1.0.9-sticky';
  await onBlue([candidate], async () => {
    const stable = stableVersion();
    deployCopy(candidate);
    startCanary(candidate, 50);
    for (const [side, version] of [
      ['candidate', candidate],
      ['stable', stable],
    ] as const) {
      const fingerprint = fingerprintOn(side, 50, 'sticky');
      const learner = await device(browser, fingerprint);
      await openHome(learner);
      for (let load = 1; load <= 3; load += 1) {
        if (load > 1) await learner.page.reload();
        await expect(learner.page.getByTestId('mf-home-page')).toBeVisible();
        expect([...learner.folders], `${side}, load ${load}`).toEqual([
          version,
        ]);
      }
      // The shell kept the device id itself (only the first load had it set).
      expect(
        await learner.page.evaluate(() =>
          localStorage.getItem('deviceFingerprint'),
        ),
      ).toBe(fingerprint);
      await learner.context.close();
    }
  });
});

test('an operator pins the candidate for their own browser from the status page; another browser stays on stable', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const candidate = '1.0.9-pinned';
  await onBlue([candidate], async () => {
    const stable = stableVersion();
    deployCopy(candidate);
    startCanary(candidate, 10);
    const fingerprint = fingerprintOn('stable', 10, 'pinned');

    const operator = await device(browser, fingerprint);
    await openHome(operator);
    await signInFromHeader(operator.page, 'admin');
    await operator.page.goto(`${blue.url}/__portal/status`);
    const card = operator.page.getByTestId('delivery-pins');
    await expect(card).toContainText(`本浏览器运行 稳定版本 ${stable}`);
    // The card with its figures fits a 320 px screen: its table scrolls
    // inside, the page does not.
    await operator.page.setViewportSize({ width: 320, height: 800 });
    await expect(
      card.getByTestId(`figures-${REMOTE}`).getByRole('table'),
    ).toBeVisible();
    expect(
      await operator.page.evaluate(
        () =>
          document.documentElement.scrollWidth <=
          document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await card.screenshot({ path: test.info().outputPath('status-320.png') });
    await operator.page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('button', { name: '试用候选版本' }).click();
    await expect(card).toContainText(
      `本浏览器运行 候选版本 ${candidate}（已固定为候选版本）`,
    );
    await operator.page.goto(`${blue.url}/index`);
    await expect(operator.page.getByTestId('mf-home-page')).toBeVisible();
    expect([...operator.folders]).toEqual([candidate]);

    // Another browser with the same device id has no pin: its share decides.
    const other = await device(browser, fingerprint);
    await openHome(other);
    await expect(other.page.getByTestId('mf-home-page')).toBeVisible();
    expect([...other.folders]).toEqual([stable]);

    await operator.context.close();
    await other.context.close();
  });
});
