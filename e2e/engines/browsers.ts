import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import puppeteer, {
  type Browser,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';

import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs';

/** The engines the lane drives, as learners meet them. */
export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

/** Where each engine comes from on Debian (installed by e2e/run.mjs). */
export const ENGINE_BINARIES = {
  chromium: CHROMIUM,
  firefox: '/usr/bin/firefox-esr',
  webkit: '/usr/bin/WebKitWebDriver',
} as const;
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A visible element, found in the page by CSS and (optionally) its text. */
export interface Target {
  css: string;
  /** Part of its text or of its aria-label. */
  text?: string;
}

/**
 * What a journey may do with a browser, the same in every engine: real
 * navigation, clicks and typing through the engine's automation protocol,
 * and scripts in the page to read it.
 */
export interface SmokeBrowser {
  readonly engine: Engine;
  open(url: string): Promise<void>;
  back(): Promise<void>;
  url(): Promise<string>;
  /** The size of the page's viewport, in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  evaluate<T, A extends unknown[]>(
    fn: (...args: A) => T,
    ...args: A
  ): Promise<Awaited<T>>;
  /** Whether the target is on the page, visible and still, now. */
  sees(target: Target): Promise<boolean>;
  click(target: Target): Promise<void>;
  type(target: Target, text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs in the page: the first visible element matching the target, once it
 * has stopped moving (a drawer sliding in), or null. Written once and sent
 * to every engine as it is.
 */
function findTarget(css: string, text: string | null): Element | null {
  const said = (element: Element) =>
    `${element.textContent ?? ''} ${element.getAttribute('aria-label') ?? ''}`.replace(
      /\s+/g,
      ' ',
    );
  for (const element of document.querySelectorAll(css)) {
    if (text !== null && !said(element).includes(text)) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (
      box.width === 0 ||
      box.height === 0 ||
      style.visibility === 'hidden' ||
      style.display === 'none'
    )
      continue;
    const where = `${box.x},${box.y},${box.width},${box.height}`;
    const seen = element as Element & { __engineBox?: string };
    const still = seen.__engineBox === where;
    seen.__engineBox = where;
    return still ? element : null;
  }
  return null;
}

/**
 * A function and its (plain) arguments as one expression for the page.
 * tsx's esbuild names functions through a `__name` helper the page lacks.
 */
function inPage(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(() => { const __name = (target) => target; return (${fn.toString()}).apply(null, ${JSON.stringify(args)}); })()`;
}

function describe(target: Target): string {
  return target.text ? `${target.css}「${target.text}」` : target.css;
}

const FIND_TIMEOUT = 10_000;

async function poll<T>(
  what: string,
  read: () => Promise<T | null | undefined>,
  timeout = FIND_TIMEOUT,
): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > until)
      throw new Error(`${timeout / 1000} 秒内未找到 ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * A click refused while the element is still covered (a drawer's mask
 * fading out) is tried again, as a learner taps again.
 */
async function untilItTakes(what: string, click: () => Promise<void>) {
  const until = Date.now() + FIND_TIMEOUT;
  for (;;) {
    try {
      return await click();
    } catch (error) {
      if (Date.now() > until)
        throw new Error(
          `无法点击 ${what}：${(error as Error).name} ${(error as Error).message}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Chromium over CDP and Firefox over WebDriver BiDi, through puppeteer. */
class PuppeteerBrowser implements SmokeBrowser {
  constructor(
    readonly engine: Engine,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  async open(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  async back() {
    await this.page.goBack();
  }
  async url() {
    return this.page.url();
  }
  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }
  async evaluate<T, A extends unknown[]>(
    fn: (...args: A) => T,
    ...args: A
  ): Promise<Awaited<T>> {
    return (await this.acrossNavigation(() =>
      this.page.evaluate(inPage(fn, args)),
    )) as Awaited<T>;
  }
  async sees(target: Target) {
    return (await this.acrossNavigation(() =>
      this.page.evaluate(
        `${inPage(findTarget, [target.css, target.text ?? null])} !== null`,
      ),
    )) as boolean;
  }
  /**
   * A script sent while the page is navigating (a redirect to the SSO
   * page) dies with the old document; it is sent again to the new one.
   */
  private async acrossNavigation<T>(run: () => Promise<T>): Promise<T> {
    const until = Date.now() + FIND_TIMEOUT;
    for (;;) {
      try {
        return await run();
      } catch (error) {
        const message = (error as Error).message;
        const navigated =
          /Execution context was destroyed|Cannot find context|navigat/i.test(
            message,
          );
        if (!navigated || Date.now() > until) throw error;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
  }
  private async find(target: Target): Promise<ElementHandle<Element>> {
    return poll(describe(target), async () => {
      const handle = await this.acrossNavigation(() =>
        this.page.evaluateHandle(
          inPage(findTarget, [target.css, target.text ?? null]),
        ),
      );
      const element = handle.asElement();
      if (element) return element as ElementHandle<Element>;
      await handle.dispose();
      return null;
    });
  }
  click(target: Target) {
    return untilItTakes(describe(target), async () => {
      const element = await this.find(target);
      try {
        await element.click();
      } finally {
        await element.dispose();
      }
    });
  }
  async type(target: Target, text: string) {
    const element = await this.find(target);
    await element.click({ count: 3 });
    await element.type(text);
    await element.dispose();
  }
  async screenshot(file: string) {
    await this.page.screenshot({ path: file as `${string}.png` });
  }
  async close() {
    // Puppeteer removes the throwaway profile it made.
    await this.browser.close();
  }
}

/** WebKitGTK's MiniBrowser over classic WebDriver, under its own Xvfb. */
class WebKitBrowser implements SmokeBrowser {
  readonly engine = 'webkit' as const;
  /** Window size minus viewport size: MiniBrowser's own frame and bars. */
  private frame: { width: number; height: number } | null = null;

  constructor(
    private readonly driver: WebDriver,
    private readonly cleanUp: () => void,
  ) {}

  async open(url: string) {
    await this.driver.get(url);
  }
  async back() {
    await this.driver.navigate().back();
  }
  async url() {
    return this.driver.getCurrentUrl();
  }
  async resize(width: number, height: number) {
    const window = this.driver.manage().window();
    if (!this.frame) {
      const rect = await window.getRect();
      const inner = await this.evaluate(() => [innerWidth, innerHeight]);
      this.frame = {
        width: rect.width - (inner[0] ?? rect.width),
        height: rect.height - (inner[1] ?? rect.height),
      };
    }
    await window.setRect({
      width: width + this.frame.width,
      height: height + this.frame.height,
    });
  }
  async evaluate<T, A extends unknown[]>(
    fn: (...args: A) => T,
    ...args: A
  ): Promise<Awaited<T>> {
    // A promise the function returns is awaited by WebDriver itself.
    return (await this.driver.executeScript(
      `return ${inPage(fn, args)};`,
    )) as Awaited<T>;
  }
  async sees(target: Target) {
    return (await this.driver.executeScript(
      `return ${inPage(findTarget, [target.css, target.text ?? null])} !== null;`,
    )) as boolean;
  }
  private find(target: Target): Promise<WebElement> {
    return poll(describe(target), async () => {
      return (await this.driver.executeScript(
        `return ${inPage(findTarget, [target.css, target.text ?? null])};`,
      )) as WebElement | null;
    });
  }
  click(target: Target) {
    return untilItTakes(describe(target), async () => {
      await (await this.find(target)).click();
    });
  }
  async type(target: Target, text: string) {
    const element = await this.find(target);
    await element.clear();
    await element.sendKeys(text);
  }
  async screenshot(file: string) {
    writeFileSync(file, await this.driver.takeScreenshot(), 'base64');
  }
  async close() {
    try {
      await this.driver.quit();
    } finally {
      this.cleanUp();
    }
  }
}

/** Stops a process started `detached`, with everything it started. */
function stopGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts Xvfb on a free display and answers its number once it is up. */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // -displayfd 3: Xvfb picks a free display and writes its number there.
    const child = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe'], detached: true },
    );
    let said = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n'))
        resolve({ display: `:${said.trim()}`, process: child });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`Xvfb 退出（${code}）`)));
  });
}

async function waitForDriver(url: string) {
  await poll(
    'WebKitWebDriver',
    async () => {
      try {
        const answer = await fetch(`${url}/status`);
        return answer.ok ? true : null;
      } catch {
        return null;
      }
    },
    20_000,
  );
}

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; this style,
 * in a throwaway GTK configuration, lets it narrow to a phone's width. The
 * page itself is drawn by WebKit, not by GTK, and is untouched.
 */
const NARROW_TOOLBAR =
  '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n';

async function launchWebKit(): Promise<SmokeBrowser> {
  const xvfb = await startDisplay();
  const gtkConfig = mkdtempSync(path.join(tmpdir(), 'engines-gtk-'));
  mkdirSync(path.join(gtkConfig, 'gtk-3.0'));
  writeFileSync(path.join(gtkConfig, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR);
  const port = await freePort();
  const driverProcess = spawn(
    ENGINE_BINARIES.webkit,
    [`--port=${port}`, '--host=local'],
    {
      stdio: 'ignore',
      // Its own process group: MiniBrowser and WebKit's helpers go with it.
      detached: true,
      env: {
        ...process.env,
        DISPLAY: xvfb.display,
        XDG_CONFIG_HOME: gtkConfig,
        LANGUAGE: 'zh_CN',
      },
    },
  );
  const processes = [xvfb.process, driverProcess];
  const cleanUp = () => {
    for (const child of processes.reverse()) stopGroup(child);
    rmSync(gtkConfig, { recursive: true, force: true });
  };
  try {
    const server = `http://127.0.0.1:${port}`;
    await waitForDriver(server);
    const driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // Leaving an exam asks first (beforeunload); a journey's next page goes on.
        unhandledPromptBehavior: 'accept',
        timeouts: { pageLoad: 30_000, script: 30_000 },
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation'],
        },
      })
      .build();
    return new WebKitBrowser(driver, cleanUp);
  } catch (error) {
    cleanUp();
    throw error;
  }
}

async function launchPuppeteer(
  engine: 'chromium' | 'firefox',
): Promise<SmokeBrowser> {
  const browser =
    engine === 'chromium'
      ? await puppeteer.launch({
          browser: 'chrome',
          executablePath: ENGINE_BINARIES.chromium,
          headless: true,
          args: [
            ...CHROMIUM_ARGS,
            '--lang=zh-CN',
            '--autoplay-policy=no-user-gesture-required',
          ],
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: ENGINE_BINARIES.firefox,
          headless: true,
          extraPrefsFirefox: {
            'intl.accept_languages': 'zh-CN',
            'media.autoplay.default': 0,
          },
        });
  const [first] = await browser.pages();
  const page = first ?? (await browser.newPage());
  // Leaving an exam asks first (beforeunload); a journey's next page goes on.
  page.on('dialog', (dialog) => void dialog.accept());
  page.setDefaultNavigationTimeout(30_000);
  return new PuppeteerBrowser(engine, browser, page);
}

export function launch(engine: Engine): Promise<SmokeBrowser> {
  return engine === 'webkit' ? launchWebKit() : launchPuppeteer(engine);
}
