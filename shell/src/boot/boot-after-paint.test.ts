import {
  bootAfterPaint,
  PAINT_WAIT_MS,
  PICTURE_PAINT_WAIT_MS,
} from './boot-after-paint';

/** The drawn page's head and root, as the site server sends them. */
function drawnPage(picture: string): void {
  document.head.innerHTML =
    '<link rel="preload" as="script" href="/shell/1.0.0/main.js">' +
    '<meta name="portal-boot" content="/shell/1.0.0/main.js">' +
    '<meta name="portal-boot" content="/shell/1.0.0/bootstrap.js">';
  document.body.innerHTML = `<div id="portal-root">${picture}</div>`;
}

const started = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    src: new URL(script.src).pathname,
    async: script.async,
  }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('bootAfterPaint', async () => {
  it('starts the boot scripts in their order once the largest picture is painted', async () => {
    drawnPage('<img src="/banner.svg" fetchpriority="high">');
    const picture = document.querySelector('img');
    Object.defineProperty(picture, 'complete', { value: false });
    bootAfterPaint(document, () => undefined);
    await vi.advanceTimersByTimeAsync(100);
    expect(started()).toEqual([]);
    picture?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toEqual([
      { src: '/shell/1.0.0/main.js', async: false },
      { src: '/shell/1.0.0/bootstrap.js', async: false },
    ]);
    // Once only, whatever comes after.
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    expect(started()).toHaveLength(2);
  });

  it('does not wait long for a picture that is slow to come', async () => {
    drawnPage('<img src="/banner.svg" fetchpriority="high">');
    Object.defineProperty(document.querySelector('img'), 'complete', {
      value: false,
    });
    bootAfterPaint(document, () => undefined);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toHaveLength(2);
  });

  it('starts after the next paint on a page without a picture', async () => {
    drawnPage('<h1>课程详情</h1>');
    bootAfterPaint(document, () => undefined);
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toHaveLength(2);
  });

  it('starts on a timer where no frame is painted (a tab in the background)', async () => {
    drawnPage('<h1>课程详情</h1>');
    const frames = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation(() => 0);
    bootAfterPaint(document, () => undefined);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toHaveLength(2);
    frames.mockRestore();
  });

  it('where the engine reports paints, waits for the first paint and for the picture as the largest', async () => {
    drawnPage('<img src="/banner.svg" fetchpriority="high">');
    const picture = document.querySelector('img');
    Object.defineProperty(picture, 'complete', { value: true });
    const observers: { type: string; report: (entry: object) => void }[] = [];
    class ReportedPaints {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(
        private readonly callback: (list: { getEntries(): object[] }) => void,
      ) {}
      observe({ type }: { type: string }) {
        observers.push({
          type,
          report: (entry) => this.callback({ getEntries: () => [entry] }),
        });
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', ReportedPaints);
    const report = (type: string, entry: object) =>
      observers.filter((o) => o.type === type).forEach((o) => o.report(entry));
    bootAfterPaint(document, () => undefined);
    await vi.advanceTimersByTimeAsync(100);
    expect(started()).toEqual([]);
    report('paint', { name: 'first-contentful-paint' });
    await vi.advanceTimersByTimeAsync(20);
    // The picture has come, but is not painted as the largest yet.
    expect(started()).toEqual([]);
    report('largest-contentful-paint', { element: picture });
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('on a course page, waits for the player’s poster as the largest paint', async () => {
    drawnPage('<video src="/lesson.mp4" poster="/cover.svg"></video>');
    const player = document.querySelector('video');
    const reports: ((entry: object) => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(
          private readonly callback: (list: { getEntries(): object[] }) => void,
        ) {}
        observe() {
          reports.push((entry) => this.callback({ getEntries: () => [entry] }));
        }
        disconnect() {}
      },
    );
    bootAfterPaint(document, () => undefined);
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toEqual([]);
    reports.forEach((report) => report({ element: player }));
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('does not wait for a picture that is not the largest paint', async () => {
    drawnPage('<img src="/banner.svg" fetchpriority="high">');
    Object.defineProperty(document.querySelector('img'), 'complete', {
      value: true,
    });
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
        observe() {}
        disconnect() {}
      },
    );
    bootAfterPaint(document, () => undefined);
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(PICTURE_PAINT_WAIT_MS + 20);
    expect(started()).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('asks for the boot’s requests when it starts, before its scripts', async () => {
    drawnPage('<h1>课程详情</h1>');
    const seenAtStart: unknown[] = [];
    const onStart = vi.fn(() => seenAtStart.push(started()));
    expect(bootAfterPaint(document, onStart)).toBe(true);
    expect(onStart).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(seenAtStart).toEqual([[]]);
    expect(started()).toHaveLength(2);
    // As written, so that webpack finds its chunk's script in the page.
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      '/shell/1.0.0/main.js',
    );
  });

  it('leaves a page whose scripts index.html starts alone', async () => {
    document.body.innerHTML = '<div id="portal-root"></div>';
    const onStart = vi.fn();
    expect(bootAfterPaint(document, onStart)).toBe(false);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    expect(started()).toEqual([]);
    expect(onStart).not.toHaveBeenCalled();
  });
});
