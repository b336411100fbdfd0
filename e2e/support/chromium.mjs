// @ts-check
/**
 * Debian's Chromium and the switches every browser run here gives it
 * (Playwright, the engines lane, the benchmark): without the network ones
 * it keeps calling hosts this machine cannot reach.
 */
export const CHROMIUM = '/usr/bin/chromium';

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
