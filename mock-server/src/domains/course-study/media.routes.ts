/**
 * Course media: the lesson videos (real MP4 files in mock-server/assets,
 * served with Range support so that players can seek) and the generated
 * handouts of course attachments.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Application } from 'json-server';

import type { AppContext } from '../../platform/context';
import type { CatalogueCourses } from './catalogue-port';
import { escapeHtml, fail, MESSAGES, route } from '../../platform/http';

export const VIDEO_DIR = path.resolve(__dirname, '../../../assets/videos');

export function registerMediaRoutes(
  app: Application,
  ctx: AppContext,
  catalogue: CatalogueCourses,
) {
  // GET /pcStatic/video/:name.mp4 (also HEAD; Range → 206)
  route(app, '/pcStatic/video/:name', ['GET'], (req, res) => {
    const name = req.params.name ?? '';
    const file = path.join(VIDEO_DIR, name);
    if (!/^[a-z0-9-]+\.mp4$/.test(name) || !fs.existsSync(file)) {
      fail(res, 404, MESSAGES.notFound);
      return;
    }
    res.setHeader('Content-Type', 'video/mp4');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.removeHeader('Pragma');
    res.removeHeader('Expires');
    res.sendFile(
      file,
      { acceptRanges: true, etag: true, lastModified: true },
      (err) => {
        if (!err || res.headersSent) return;
        // Keep Content-Range (416 answers `bytes */<size>`).
        for (const header of [
          'Content-Type',
          'Content-Length',
          'ETag',
          'Last-Modified',
          'Cache-Control',
        ]) {
          res.removeHeader(header);
        }
        const status = err.status ?? err.statusCode ?? 500;
        if (status === 416) {
          fail(res, 416, '请求的范围无效');
        } else if (status === 404) {
          fail(res, 404, MESSAGES.notFound);
        } else {
          ctx.log(`mock backend: video ${name}: ${err.message}`);
          fail(
            res,
            status >= 400 && status < 600 ? status : 500,
            MESSAGES.serverError,
          );
        }
      },
    );
  });

  // GET /pcStatic/file/handout-<courseId>.html (course attachments)
  route(app, '/pcStatic/file/:name', ['GET'], (req, res) => {
    const m = /^handout-(\d+)\.html$/.exec(req.params.name ?? '');
    const course = m ? catalogue.courseWithId(m[1] ?? '') : undefined;
    if (!course || course.attachmentList.length === 0) {
      fail(res, 404, MESSAGES.notFound);
      return;
    }
    const name = escapeHtml(course.name);
    res.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8" />
<title>${name}（讲义）</title>
</head>
<body>
<main>
<h1>${name}（讲义）</h1>
<p>主讲：${escapeHtml(course.teacher)}</p>
<p>${escapeHtml(course.introduction)}</p>
<p>本讲义为模拟数据。</p>
</main>
</body>
</html>
`);
  });
}
