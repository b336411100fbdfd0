/**
 * A page the render tier drew is readable before any of the portal's
 * code runs. Its boot scripts are named in `<meta name="portal-boot">`
 * (the site server writes them so: tools/site-server/first-screen.ts) and
 * run, in their order, once the page has been painted with its largest
 * picture, so that a phone paints the page before it spends its CPU on
 * taking it over (and a cached boot on a slow phone cannot hold the paint
 * back). Only main.js is fetched at once (a preload); the chunks after it
 * are fetched when the boot starts, while main.js runs, so that nothing
 * but the page's own files shares the network with its picture. A page
 * whose scripts index.html starts as written has nothing here. Imports
 * nothing: it is part of the early script.
 */

/** The longest the boot waits for the paint (a tab in the background paints none). */
export const PAINT_WAIT_MS = 3000;
/**
 * After the picture has loaded, how long the boot waits to see it become
 * the page's largest paint; a page whose largest element is a text block
 * sees no such entry.
 */
export const PICTURE_PAINT_WAIT_MS = 250;

/** The task after the next frame is on the screen. */
const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => setTimeout(resolve, 0)),
  );

/** The first entry of a kind the engine reports that passes `accept`; null if it reports none. */
function observed(
  type: string,
  accept: (entry: PerformanceEntry) => boolean,
): Promise<void> | null {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes(type)
  )
    return null;
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(accept)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

/**
 * Starts the boot of a drawn page once it is painted, `onStart` first (the
 * requests boot waits on, so that they too leave the page's picture the
 * whole network). False when the page has nothing to start: its scripts
 * run as index.html wrote them.
 */
export function bootAfterPaint(doc: Document, onStart: () => void): boolean {
  const scripts = [
    ...doc.querySelectorAll<HTMLMetaElement>('meta[name=portal-boot]'),
  ];
  if (scripts.length === 0) return false;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    onStart();
    for (const { content } of scripts) {
      const script = doc.createElement('script');
      // The address as written: webpack takes a chunk's script that is
      // already in the page (same src) instead of loading it again.
      script.setAttribute('src', content);
      // In the order index.html had them, as its defer scripts ran.
      script.async = false;
      doc.head.append(script);
    }
  };
  setTimeout(start, PAINT_WAIT_MS);
  try {
    // The page's largest picture: a picture fetched first, or else a
    // player's poster (a course's video), which no event says is loaded.
    const picture =
      doc.querySelector<HTMLImageElement>(
        '#portal-root img[fetchpriority="high"]',
      ) ?? doc.querySelector<HTMLVideoElement>('#portal-root video[poster]');
    // The first paint (Chromium, Firefox and WebKit report it).
    const firstPaint =
      observed('paint', (entry) => entry.name === 'first-contentful-paint') ??
      nextFrame();
    const loaded =
      !picture || ('complete' in picture && picture.complete)
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            // A poster is loaded by the page's load event at the latest.
            const target = 'complete' in picture ? picture : window;
            for (const settled of ['load', 'error'])
              target.addEventListener(settled, () => resolve(), { once: true });
            if (target === window && doc.readyState === 'complete') resolve();
          });
    // The picture painted as the largest element (where the engine says
    // so: Chromium), otherwise the frame after it has loaded.
    const picturePainted = loaded.then(() => {
      const largest = picture
        ? observed(
            'largest-contentful-paint',
            (entry) => (entry as { element?: Element }).element === picture,
          )
        : null;
      return largest
        ? Promise.race([
            largest,
            nextFrame().then(
              () =>
                new Promise<void>((resolve) =>
                  setTimeout(resolve, PICTURE_PAINT_WAIT_MS),
                ),
            ),
          ])
        : nextFrame();
    });
    void Promise.all([firstPaint, picturePainted]).then(() =>
      setTimeout(start, 0),
    );
  } catch {
    start();
  }
  return true;
}
