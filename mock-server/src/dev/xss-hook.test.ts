import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { AppContext } from '../platform/context';
import { call, startTestServer, type TestServer } from '../testing';
import { buildSeed } from '../seed';
import type { XssManifest } from './xss-hook';
import { injectXss, RICH_TEXT_END, RICH_TEXT_START } from './xss-hook';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

beforeEach(async () => {
  await call(`${server.url}/__reset`, { method: 'POST' });
});

const PAYLOADS = [
  { id: 'p01', text: `<img src=x onerror="window.__xss='p01'">` },
  { id: 'p02', text: `"><script>alert('p02')</script>` },
  { id: 'p03', text: `{{constructor.constructor('alert(1)')()}}` },
];
const URLS = [{ id: 'u1', text: `javascript:window.__xss='u1'` }];

type Answer = { places: string[]; manifest: XssManifest };

function inject(body: unknown) {
  return call<Answer>(`${server.url}/__dev/xss`, { json: body });
}

describe('POST /__dev/xss', () => {
  it('writes the payloads into the texts of one tenant and says where', async () => {
    const res = await inject({
      tenantId: '001.001',
      payloads: PAYLOADS,
      urls: URLS,
    });
    expect(res.status).toBe(200);
    const { places, manifest } = res.body.data as Answer;
    for (const place of [
      'site.title',
      'site.webConfig',
      'users.name',
      'courses.name',
      'articles.title',
      'articles.content',
      'letters.title',
      'surveys.items.label',
      'classes.name',
      'columns.name',
      'specialTopics.name',
      'courseDiscussions.content',
      'banners.linkUrl',
    ]) {
      expect(places).toContain(place);
    }

    // A notice: title from the corpus, body holds every payload.
    const notice = manifest['articles.title']?.[0];
    expect(notice).toBeDefined();
    const article = await call<{ title: string; content: string }>(
      `${server.url}/api/portal/article/get?id=${notice?.recordId}`,
      { headers: { tenantId: '001.001' } },
    );
    const expected = PAYLOADS.find((p) => p.id === notice?.payloadId);
    expect(article.body.data?.title).toBe(expected?.text);
    expect(article.body.data?.content).toContain(RICH_TEXT_START);
    expect(article.body.data?.content).toContain(RICH_TEXT_END);
    for (const p of PAYLOADS) {
      expect(article.body.data?.content).toContain(p.text);
    }

    // The site's configuration carries the footer payloads and the URL.
    const config = await call<{ title: string; webConfig: string }>(
      `${server.url}/api/portal/subsite`,
      { headers: { tenantId: '001.001' } },
    );
    const web = JSON.parse(config.body.data?.webConfig ?? '{}') as Record<
      string,
      string
    >;
    expect(PAYLOADS.map((p) => p.text)).toContain(web.footerName1);
    expect(web.filingUrl).toBe(URLS[0]?.text);
  });

  it('leaves the other tenants alone', async () => {
    await inject({ tenantId: '001.001', payloads: PAYLOADS });
    const db = await call<{ tenantId: string; title: string }[]>(
      `${server.url}/__db/articles`,
    );
    const others = (db.body.data ?? []).filter((a) => a.tenantId !== '001.001');
    expect(others.length).toBeGreaterThan(0);
    for (const a of others) {
      expect(PAYLOADS.map((p) => p.text)).not.toContain(a.title);
    }
  });

  it('refuses an unknown tenant and a missing or malformed corpus', async () => {
    for (const body of [
      { tenantId: 'nope', payloads: PAYLOADS },
      { tenantId: '001.001' },
      { tenantId: '001.001', payloads: [] },
      { tenantId: '001.001', payloads: ['<script>'] },
      { tenantId: '001.001', payloads: PAYLOADS, urls: 'javascript:' },
    ]) {
      const res = await inject(body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/参数/);
    }
  });

  it('is restored by /__reset', async () => {
    await inject({ tenantId: '001.001', payloads: PAYLOADS });
    await call(`${server.url}/__reset`, { method: 'POST' });
    const db = await call<{ tenantId: string; name: string }[]>(
      `${server.url}/__db/courses`,
    );
    for (const c of db.body.data ?? []) {
      expect(PAYLOADS.map((p) => p.text)).not.toContain(c.name);
    }
  });
});

describe('without development hooks', () => {
  it('is not mounted', async () => {
    const prod = await startTestServer({ dev: false });
    try {
      const res = await call(`${prod.url}/__dev/xss`, {
        json: { tenantId: '001.001', payloads: PAYLOADS },
      });
      expect(res.status).toBe(404);
    } finally {
      await prod.dispose();
    }
  });
});

describe('survey questions', () => {
  it('get a payload each, even where the seed shares question objects', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      id: `p${i}`,
      text: `<b>p${i}</b>`,
    }));
    const res = await inject({ tenantId: '001.001', payloads: many });
    const written = (res.body.data as Answer).manifest['surveys.items.label'];
    const surveys = await call<
      { id: string; tenantId: string; items: { id: string; label: string }[] }[]
    >(`${server.url}/__db/surveys`);
    for (const entry of written ?? []) {
      const [surveyId, itemId] = entry.recordId.split('/');
      const survey = surveys.body.data?.find(
        (s) => s.id === surveyId && s.tenantId === '001.001',
      );
      const item = survey?.items.find((i) => i.id === itemId);
      expect(item?.label, entry.recordId).toBe(`<b>${entry.payloadId}</b>`);
    }
  });
});

describe('the manifest', () => {
  it('stays as it was for a pinned seed (payload offsets, places, order)', async () => {
    // Regenerate with `npx vitest run mock-server/src/dev -u` when the seed
    // or the declared places change on purpose.
    const state = buildSeed({ now: new Date('2025-03-04T05:06:07Z') });
    const ctx = { store: { state: () => state, write: () => {} } };
    const payloads = Array.from({ length: 11 }, (_, i) => ({
      id: `p${i}`,
      text: `<i>p${i}</i>`,
    }));
    const urls = [
      { id: 'u0', text: 'javascript:0' },
      { id: 'u1', text: 'javascript:1' },
    ];
    const manifest = injectXss(
      ctx as unknown as AppContext,
      '001.001',
      payloads,
      urls,
    );
    const lines = Object.entries(manifest).map(
      ([place, entries]) =>
        `${place}: ${entries.map((e) => `${e.recordId}=${e.payloadId}`).join(' ')}`,
    );
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot(
      './__snapshots__/xss-manifest.txt',
    );
  });
});
