import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from '../../testing';
import { VIDEO_DIR } from './media.routes';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const url = (name: string) => `${server.url}/pcStatic/video/${name}`;

describe('GET /pcStatic/video/:name', () => {
  it('holds three small real MP4 files', () => {
    for (const k of [1, 2, 3]) {
      const bytes = fs.readFileSync(path.join(VIDEO_DIR, `lesson-${k}.mp4`));
      expect(bytes.length).toBeLessThan(150 * 1024);
      // An ISO BMFF file starts with an ftyp box.
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
  });

  it('answers the whole file with video/mp4 and Accept-Ranges', async () => {
    const res = await fetch(url('lesson-1.mp4'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const body = Buffer.from(await res.arrayBuffer());
    const file = fs.readFileSync(path.join(VIDEO_DIR, 'lesson-1.mp4'));
    expect(body.equals(file)).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(file.length));
  });

  it('answers 206 with Content-Range for a Range request', async () => {
    const file = fs.readFileSync(path.join(VIDEO_DIR, 'lesson-2.mp4'));
    const res = await fetch(url('lesson-2.mp4'), {
      headers: { Range: 'bytes=100-1099' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-range')).toBe(
      `bytes 100-1099/${file.length}`,
    );
    expect(res.headers.get('content-length')).toBe('1000');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(file.subarray(100, 1100))).toBe(true);

    const open = await fetch(url('lesson-2.mp4'), {
      headers: { Range: `bytes=${file.length - 10}-` },
    });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(
      `bytes ${file.length - 10}-${file.length - 1}/${file.length}`,
    );
    const suffix = await fetch(url('lesson-2.mp4'), {
      headers: { Range: 'bytes=-16' },
    });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(
      file.subarray(file.length - 16),
    );
  });

  it('answers 416 JSON for an unsatisfiable range', async () => {
    const size = fs.statSync(path.join(VIDEO_DIR, 'lesson-3.mp4')).size;
    const res = await fetch(url('lesson-3.mp4'), {
      headers: { Range: `bytes=${size + 10}-` },
    });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      success: false,
      message: '请求的范围无效',
    });
  });

  it('answers HEAD without a body and 404 JSON for unknown names', async () => {
    const head = await fetch(url('lesson-3.mp4'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('video/mp4');
    for (const name of ['lesson-9.mp4', 'lesson-1.avi', '..%2Fpackage.json']) {
      const res = await fetch(url(name));
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('generated learning images and handouts', () => {
  it('serves the covers and avatars the data hands out', async () => {
    for (const name of [
      'course-13001.svg',
      'course-23064.svg',
      'teacher-12001.svg',
      'topic-14001.svg',
      'column-15006.svg',
      'live-36005.svg',
    ]) {
      const res = await fetch(`${server.url}/pcStatic/img/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await res.text()).toMatch(/^<svg /);
    }
    const missing = await fetch(`${server.url}/pcStatic/img/course-13065.svg`);
    expect(missing.status).toBe(404);
  });

  it('serves the handout of an attachment', async () => {
    const res = await fetch(`${server.url}/pcStatic/file/handout-13001.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('讲义');
    const none = await fetch(`${server.url}/pcStatic/file/handout-13002.html`);
    expect(none.status).toBe(404);
  });
});
