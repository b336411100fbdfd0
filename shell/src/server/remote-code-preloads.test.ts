import { describe, expect, it } from 'vitest';

import { remoteCodePreloads, remoteCodeUrls } from './remote-code-preloads';

/** What the federation plugin writes for a remote (trimmed). */
const manifest = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    name: 'mf_personal_center',
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    exposes: [
      {
        name: 'routes',
        assets: { js: { sync: ['__federation_expose_routes.1.js'] } },
      },
      {
        name: 'spa',
        assets: {
          js: {
            sync: ['2380.07.js', '__federation_expose_spa.93.js'],
            async: ['1096.cd.js'],
          },
          css: { sync: [], async: [] },
        },
      },
    ],
    ...overrides,
  });

const ENTRY = '/mf-personal-center/1.0.0/mf-manifest.json';
const ORIGIN = 'http://localhost:3000';

describe('remoteCodeUrls', () => {
  it("names the entry and the './spa' chunks beside the manifest, not the lazy ones", () => {
    expect(remoteCodeUrls(manifest(), ENTRY, ORIGIN)).toEqual({
      scripts: [
        '/mf-personal-center/1.0.0/remoteEntry.js',
        '/mf-personal-center/1.0.0/2380.07.js',
        '/mf-personal-center/1.0.0/__federation_expose_spa.93.js',
      ],
      styles: [],
    });
  });

  it('gives nothing it cannot place on the page’s origin', () => {
    const none = { scripts: [], styles: [] };
    expect(remoteCodeUrls('not json', ENTRY, ORIGIN)).toEqual(none);
    expect(
      remoteCodeUrls(
        manifest({ metaData: { publicPath: 'https://cdn.example/' } }),
        ENTRY,
        ORIGIN,
      ),
    ).toEqual(none);
    expect(
      remoteCodeUrls(
        manifest(),
        'https://other.example/mf-personal-center/1.0.0/mf-manifest.json',
        ORIGIN,
      ),
    ).toEqual(none);
    expect(remoteCodeUrls(manifest({ exposes: [] }), ENTRY, ORIGIN)).toEqual(
      none,
    );
  });

  it('drops file names that are not plain build output', () => {
    const urls = remoteCodeUrls(
      manifest({
        exposes: [
          {
            name: 'spa',
            assets: {
              js: {
                sync: [
                  'ok.1.js',
                  '"><script>alert(1)</script>.js',
                  'https://evil.example/x.js',
                  '../../shell/main.js',
                  42,
                ],
              },
            },
          },
        ],
      }),
      ENTRY,
      ORIGIN,
    );
    expect(urls.scripts).toEqual([
      '/mf-personal-center/1.0.0/remoteEntry.js',
      '/mf-personal-center/1.0.0/ok.1.js',
    ]);
  });
});

describe('remoteCodePreloads', () => {
  it('writes one preload per file, scripts as the remote guard loads them', () => {
    expect(
      remoteCodePreloads({
        scripts: ['/a/remoteEntry.js', '/a/1.js'],
        styles: ['/a/1.css'],
      }),
    ).toBe(
      '<link rel="preload" as="script" href="/a/remoteEntry.js" crossorigin="anonymous">' +
        '<link rel="preload" as="script" href="/a/1.js" crossorigin="anonymous">' +
        '<link rel="preload" as="style" href="/a/1.css">',
    );
  });
});
