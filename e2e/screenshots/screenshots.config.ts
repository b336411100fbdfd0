import path from 'node:path';

import { defineConfig } from '@playwright/test';

import suite from '../playwright.config';

/**
 * `npm run screenshots`: the suite's server and browser, but only the
 * screenshot script, which writes docs/screenshots/*.png.
 */
export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: 'take-screenshots.ts',
  outputDir: path.join(__dirname, '..', '..', 'test-results', 'screenshots'),
  retries: 0,
});
