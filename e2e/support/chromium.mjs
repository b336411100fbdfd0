// @ts-check
/**
 * Debian's Chromium and the switches every browser run here gives it
 * (Playwright, the engines lane, the benchmark): without the network ones
 * it keeps calling hosts this machine cannot reach.
 */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * The same Chromium without its desktop shell (Debian's
 * chromium-headless-shell, what Playwright itself runs headless): the
 * Playwright specs use it. On this two-core machine the suite is bound by
 * the browsers' CPU, and the shell costs less of it (the specs' time 8 %
 * less, a 241-test pass 29 → 24 minutes). The engines lane and the bench
 * keep the full browser a learner has.
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
