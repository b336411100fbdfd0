/**
 * Development hook of the hostile-input tests (e2e/tests/xss.spec.ts):
 * writes XSS payloads into every server text the portal renders, for one
 * tenant. Mounted only with the other development hooks; POST /__reset
 * restores the seed.
 */
import type { WebConfig } from '@portal/shared/contracts';
import type { Application } from 'json-server';

import type { AppContext } from '../platform/context';
import { HttpError, ok, params, route } from '../platform/http';
import { type DbState, TENANT_IDS, type TenantId } from '../db-state';

export interface XssPayloadInput {
  id: string;
  text: string;
}

/** Markers around rich text, so a test can tell the text is still shown. */
export const RICH_TEXT_START = '富文本开始';
export const RICH_TEXT_END = '富文本结束';

const LIMITS = { maxPayloads: 200, maxChars: 2000 };

/** The collections injectXss writes. */
const CLONED = [
  'subsites',
  'users',
  'rankingLearners',
  'courses',
  'courseCategories',
  'courseDiscussions',
  'articles',
  'banners',
  'lives',
  'letters',
  'surveys',
  'tbtpClasses',
  'tbtpNotices',
  'tbtpNews',
  'classHomeworks',
  'specialTopics',
  'columns',
  'teachers',
] as const satisfies readonly (keyof DbState)[];

function readPayloads(raw: unknown, name: string): XssPayloadInput[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > LIMITS.maxPayloads) {
    throw new HttpError(400, `参数${name}必须是不超过200项的数组`);
  }
  return raw.map((item: unknown) => {
    const p = item as Partial<XssPayloadInput> | null;
    if (
      typeof p !== 'object' ||
      p === null ||
      typeof p.id !== 'string' ||
      typeof p.text !== 'string' ||
      p.text.length > LIMITS.maxChars
    ) {
      throw new HttpError(400, `参数${name}的每一项必须是{id, text}`);
    }
    return { id: p.id, text: p.text };
  });
}

/**
 * Where the payloads went: place → one entry per record written, with the
 * record's id and the payload's id ('*' for rich text holding all).
 */
export type XssManifest = Record<
  string,
  { recordId: string; payloadId: string }[]
>;

/**
 * Writes the payloads into the tenant's texts (round robin over records,
 * each place starting at another payload) and the hostile URLs into its
 * links. Returns the manifest.
 */
export function injectXss(
  ctx: AppContext,
  tenantId: TenantId,
  payloads: readonly XssPayloadInput[],
  urls: readonly XssPayloadInput[],
): XssManifest {
  const state = ctx.store.state();
  // A fresh seed may share nested objects between records (one survey's
  // items with another's): every collection written is copied first, so
  // each record gets its own payload.
  for (const key of CLONED) {
    // Through JSON: structuredClone would keep the shared references.
    (state as unknown as Record<string, unknown>)[key] = JSON.parse(
      JSON.stringify(state[key]),
    ) as unknown;
  }
  const manifest: XssManifest = {};
  let offset = 0;
  const rich =
    `<p>${RICH_TEXT_START}</p>` +
    payloads.map((p) => p.text).join('<br>') +
    `<p>${RICH_TEXT_END}</p>`;

  /** Assigns payloads to `field` of each record, round robin. */
  function plain<T>(
    place: string,
    rows: T[],
    recordId: (row: T) => string,
    write: (row: T, text: string) => void,
  ): void {
    const start = offset;
    offset += 7;
    const entries = (manifest[place] ??= []);
    rows.forEach((row, index) => {
      const payload = payloads[(start + index) % payloads.length];
      if (!payload) return;
      write(row, payload.text);
      entries.push({ recordId: recordId(row), payloadId: payload.id });
    });
  }
  function all<T>(
    place: string,
    rows: T[],
    recordId: (row: T) => string,
    write: (row: T, html: string) => void,
  ): void {
    const entries = (manifest[place] ??= []);
    for (const row of rows) {
      write(row, rich);
      entries.push({ recordId: recordId(row), payloadId: '*' });
    }
  }
  function link<T>(
    place: string,
    rows: T[],
    recordId: (row: T) => string,
    write: (row: T, url: string) => void,
  ): void {
    const entries = (manifest[place] ??= []);
    rows.forEach((row, index) => {
      const url = urls[index % urls.length];
      if (!url) return;
      write(row, url.text);
      entries.push({ recordId: recordId(row), payloadId: url.id });
    });
  }
  const mine = <T extends { tenantId: string }>(rows: T[]) =>
    rows.filter((r) => r.tenantId === tenantId);
  if (payloads.length === 0) return manifest;

  // Site configuration: title, footer lines, filing text and link, manual.
  const site = state.subsites.find((s) => s.tenantId === tenantId);
  if (site) {
    const web = JSON.parse(site.webConfig) as WebConfig;
    const keys = [
      'footerName1',
      'footerName2',
      'footerName3',
      'footerName4',
      'filingText',
      'description',
      'keywords',
    ] as const;
    plain(
      'site.title',
      [site],
      () => tenantId,
      (s, text) => {
        s.title = text;
      },
    );
    plain(
      'site.webConfig',
      [...keys],
      (key) => key,
      (key, text) => {
        web[key] = text;
      },
    );
    if (urls.length > 0) {
      link(
        'site.filingUrl',
        [web],
        () => 'filingUrl',
        (w, url) => {
          w.filingUrl = url;
        },
      );
      link(
        'site.manual',
        [site],
        () => 'manual',
        (s, url) => {
          s.manual = url;
        },
      );
    }
    site.webConfig = JSON.stringify(web);
  }

  // People and organisations.
  plain(
    'users.name',
    mine(state.users),
    (u) => u.username,
    (u, text) => {
      u.name = text;
    },
  );
  plain(
    'users.orgName',
    mine(state.users),
    (u) => u.username,
    (u, text) => {
      u.orgName = text;
    },
  );
  const rankers = mine(state.rankingLearners);
  plain(
    'rankingLearners.name',
    rankers,
    (r) => r.name,
    (r, text) => {
      r.name = text;
    },
  );

  // Courses: titles, introductions, teachers, article bodies, attachments.
  const courses = mine(state.courses);
  plain(
    'courses.name',
    courses,
    (c) => c.id,
    (c, text) => {
      c.name = text;
    },
  );
  plain(
    'courses.introduction',
    courses,
    (c) => c.id,
    (c, text) => {
      c.introduction = text;
    },
  );
  plain(
    'courses.teacher',
    courses,
    (c) => c.id,
    (c, text) => {
      c.teacher = text;
    },
  );
  all(
    'courses.content',
    courses.filter((c) => c.resourceType === 'ARTICLE'),
    (c) => c.id,
    (c, html) => {
      c.content = html;
    },
  );
  plain(
    'courseCategories.name',
    mine(state.courseCategories),
    (c) => c.id,
    (c, text) => {
      c.name = text;
    },
  );
  plain(
    'courseDiscussions.content',
    mine(state.courseDiscussions),
    (d) => d.id,
    (d, text) => {
      d.content = text;
    },
  );
  plain(
    'courseDiscussions.userName',
    mine(state.courseDiscussions),
    (d) => d.id,
    (d, text) => {
      d.userName = text;
    },
  );
  if (urls.length > 0) {
    const attachments = courses.flatMap((c) => c.attachmentList);
    link(
      'courses.attachment',
      attachments,
      (a) => a.attaName,
      (a, url) => {
        a.attaPath = url;
      },
    );
  }

  // Notices (articles): titles, summaries, rich bodies.
  const articles = mine(state.articles);
  plain(
    'articles.title',
    articles,
    (a) => a.id,
    (a, text) => {
      a.title = text;
    },
  );
  plain(
    'articles.summary',
    articles,
    (a) => a.id,
    (a, text) => {
      a.summary = text;
    },
  );
  all(
    'articles.content',
    articles,
    (a) => a.id,
    (a, html) => {
      a.content = html;
    },
  );

  // Banners and lives: titles and links.
  const banners = mine(state.banners);
  plain(
    'banners.title',
    banners,
    (b) => b.id,
    (b, text) => {
      b.title = text;
    },
  );
  const lives = mine(state.lives);
  plain(
    'lives.title',
    lives,
    (l) => l.id,
    (l, text) => {
      l.title = text;
    },
  );
  plain(
    'lives.speaker',
    lives,
    (l) => l.id,
    (l, text) => {
      l.speaker = text;
    },
  );
  if (urls.length > 0) {
    link(
      'banners.linkUrl',
      banners,
      (b) => b.id,
      (b, url) => {
        b.linkUrl = url;
      },
    );
    link(
      'lives.url',
      lives.filter((l) => l.url !== ''),
      (l) => l.id,
      (l, url) => {
        l.url = url;
      },
    );
  }

  // Letters of the message centre.
  const letters = mine(state.letters);
  plain(
    'letters.title',
    letters,
    (l) => l.id,
    (l, text) => {
      l.title = text;
    },
  );
  plain(
    'letters.content',
    letters,
    (l) => l.id,
    (l, text) => {
      l.content = text;
    },
  );
  plain(
    'letters.sender',
    letters,
    (l) => l.id,
    (l, text) => {
      l.sender = text;
    },
  );

  // Surveys: titles, descriptions, questions and options.
  const surveys = mine(state.surveys);
  plain(
    'surveys.title',
    surveys,
    (s) => s.id,
    (s, text) => {
      s.title = text;
    },
  );
  plain(
    'surveys.description',
    surveys,
    (s) => s.id,
    (s, text) => {
      s.description = text;
    },
  );
  const items = surveys.flatMap((s) =>
    s.items.map((item) => ({ survey: s.id, item })),
  );
  plain(
    'surveys.items.label',
    items,
    (i) => `${i.survey}/${i.item.id}`,
    (i, text) => {
      i.item.label = text;
    },
  );
  const options = items.flatMap((i) =>
    (i.item.options ?? []).map((_, index) => ({ ...i, index })),
  );
  plain(
    'surveys.items.options',
    options,
    (o) => `${o.survey}/${o.item.id}/${o.index}`,
    (o, text) => {
      if (o.item.options) o.item.options[o.index] = text;
    },
  );

  // Online classes, their notices, news and homework.
  const classes = mine(state.tbtpClasses);
  plain(
    'tbtpClasses.name',
    classes,
    (c) => c.tbtpId,
    (c, text) => {
      c.name = text;
    },
  );
  plain(
    'tbtpClasses.introduction',
    classes,
    (c) => c.tbtpId,
    (c, text) => {
      c.introduction = text;
    },
  );
  plain(
    'tbtpClasses.orgName',
    classes,
    (c) => c.tbtpId,
    (c, text) => {
      c.orgName = text;
    },
  );
  for (const collection of ['tbtpNotices', 'tbtpNews'] as const) {
    const posts = mine(state[collection]);
    plain(
      `${collection}.title`,
      posts,
      (p) => p.id,
      (p, text) => {
        p.title = text;
      },
    );
    plain(
      `${collection}.content`,
      posts,
      (p) => p.id,
      (p, text) => {
        p.content = text;
      },
    );
  }
  const homeworks = mine(state.classHomeworks);
  plain(
    'classHomeworks.title',
    homeworks,
    (h) => h.id,
    (h, text) => {
      h.title = text;
    },
  );
  plain(
    'classHomeworks.requirement',
    homeworks,
    (h) => h.id,
    (h, text) => {
      h.requirement = text;
    },
  );

  // Special topics, columns (and their articles), teachers.
  const topics = mine(state.specialTopics);
  plain(
    'specialTopics.name',
    topics,
    (t) => t.id,
    (t, text) => {
      t.name = text;
    },
  );
  plain(
    'specialTopics.description',
    topics,
    (t) => t.id,
    (t, text) => {
      t.description = text;
    },
  );
  const columns = mine(state.columns);
  plain(
    'columns.name',
    columns,
    (c) => c.id,
    (c, text) => {
      c.name = text;
    },
  );
  plain(
    'columns.description',
    columns,
    (c) => c.id,
    (c, text) => {
      c.description = text;
    },
  );
  const columnArticles = columns.flatMap((c) => c.articles);
  plain(
    'columns.articles.title',
    columnArticles,
    (a) => a.id,
    (a, text) => {
      a.title = text;
    },
  );
  all(
    'columns.articles.content',
    columnArticles,
    (a) => a.id,
    (a, html) => {
      a.content = html;
    },
  );
  const teachers = mine(state.teachers);
  plain(
    'teachers.name',
    teachers,
    (t) => t.id,
    (t, text) => {
      t.name = text;
    },
  );
  plain(
    'teachers.intro',
    teachers,
    (t) => t.id,
    (t, text) => {
      t.intro = text;
    },
  );

  ctx.store.write();
  return manifest;
}

export function registerDevXssRoutes(app: Application, ctx: AppContext): void {
  if (!ctx.dev) return;
  // POST /__dev/xss {tenantId, payloads: [{id, text}], urls?: [{id, text}]}:
  // writes the payloads into the tenant's texts, answers where they went
  route(app, '/__dev/xss', ['POST'], (req, res) => {
    const input = params(req);
    const tenantId = input.tenantId;
    if (
      typeof tenantId !== 'string' ||
      !(TENANT_IDS as readonly string[]).includes(tenantId)
    ) {
      throw new HttpError(
        400,
        `参数tenantId必须是${TENANT_IDS.join('、')}之一`,
      );
    }
    const payloads = readPayloads(input.payloads, 'payloads');
    if (payloads.length === 0) throw new HttpError(400, '缺少参数payloads');
    const urls = readPayloads(input.urls, 'urls');
    const manifest = injectXss(ctx, tenantId as TenantId, payloads, urls);
    const places = Object.keys(manifest).filter(
      (place) => (manifest[place]?.length ?? 0) > 0,
    );
    ctx.log(`mock backend: XSS payloads written to ${places.length} places`);
    ok(res, { places, manifest }, `已写入${places.length}处`);
  });
}
