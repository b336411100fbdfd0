/**
 * Images and the learner manual, generated in code so that the repository
 * holds no binary files. Every image path the seed hands out
 * (`/pcStatic/img/...`) resolves here.
 */
import { createHash } from 'node:crypto';

import { escapeHtml } from '../../platform/http';
import {
  buildCourses,
  buildTeachers,
  courseColor,
  rootsOf,
} from '../course-catalogue';
import { TENANT_PROFILES } from '../site';
import { TENANT_IDS } from '../../platform/tenancy';
import { BANNER_TITLES } from './home.seed';
import { extraPicture } from './home-extras.data';
import { buildColumns, buildLives, buildSpecialTopics } from './portal.seed';

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif";
const CLASS_COLORS = ['#c8161d', '#d9480f', '#1f5fbf', '#2b8a3e', '#5f3dc4'];
/** avatar-1.svg … avatar-6.svg: the letter and colour of each. */
const AVATAR_CHOICES: readonly (readonly [string, string])[] = [
  ['学', '#c8161d'],
  ['思', '#1f5fbf'],
  ['行', '#2b8a3e'],
  ['知', '#d9480f'],
  ['勤', '#5f3dc4'],
  ['博', '#0b7285'],
];

interface Picture {
  width: number;
  height: number;
  color: string;
  title: string;
  subtitle?: string;
  qr?: boolean;
}

function tenantBySlug(slug: string) {
  return TENANT_IDS.map((id) => TENANT_PROFILES[id]).find(
    (p) => p.slug === slug,
  );
}

let learningPictures: Map<string, Picture> | undefined;

/**
 * Covers of courses, topics, columns and lives and the teachers' avatars
 * (`course-<id>.svg`, …), from the deterministic seed.
 */
function learningPicture(name: string): Picture | undefined {
  if (!learningPictures) {
    const map = new Map<string, Picture>();
    const courses = buildCourses();
    for (const c of courses) {
      map.set(`course-${c.id}.svg`, {
        width: 400,
        height: 225,
        color: courseColor(c.tenantId, c.categoryName),
        title: c.name,
        subtitle: `${c.categoryName} · ${c.teacher}`,
      });
    }
    for (const t of buildTeachers()) {
      map.set(`teacher-${t.id}.svg`, {
        width: 240,
        height: 240,
        color: '#495057',
        title: t.name,
        subtitle: '名师讲堂',
      });
    }
    for (const t of buildSpecialTopics(courses)) {
      map.set(`topic-${t.id}.svg`, {
        width: 600,
        height: 280,
        color: rootsOf(t.tenantId)[0]?.color ?? '#c8161d',
        title: t.name,
        subtitle: `${t.startDate} 至 ${t.endDate}`,
      });
    }
    for (const c of buildColumns(courses)) {
      map.set(`column-${c.id}.svg`, {
        width: 400,
        height: 225,
        color: '#d9480f',
        title: c.name,
        subtitle: '专栏',
      });
    }
    for (const l of buildLives()) {
      map.set(`live-${l.id}.svg`, {
        width: 400,
        height: 225,
        color: l.status === 'LIVE' ? '#c8161d' : '#1f5fbf',
        title: l.title,
        subtitle: `${l.speaker} · ${l.startTime.slice(0, 16)}`,
      });
    }
    learningPictures = map;
  }
  return learningPictures.get(name);
}

function pictureFor(name: string): Picture | undefined {
  const learning = learningPicture(name);
  if (learning) return learning;
  const extra = extraPicture(name);
  if (extra) return extra;
  let m = /^favicon-([\d-]+)\.svg$/.exec(name);
  if (m) {
    const p = tenantBySlug(m[1] ?? '');
    return (
      p && { width: 64, height: 64, color: p.color, title: p.title[0] ?? '' }
    );
  }
  m = /^logo-([\d-]+)\.svg$/.exec(name);
  if (m) {
    const p = tenantBySlug(m[1] ?? '');
    return p && { width: 480, height: 72, color: p.color, title: p.title };
  }
  m = /^app-(android|ios)-([\d-]+)\.svg$/.exec(name);
  if (m) {
    const p = tenantBySlug(m[2] ?? '');
    const os = m[1] === 'ios' ? 'iOS' : 'Android';
    return (
      p && {
        width: 180,
        height: 200,
        color: p.color,
        title: `${os} 客户端`,
        subtitle: name,
        qr: true,
      }
    );
  }
  m = /^menu-bg-([\d-]+)\.svg$/.exec(name);
  if (m) {
    const p = tenantBySlug(m[1] ?? '');
    return p && { width: 1920, height: 60, color: p.color, title: '' };
  }
  m = /^banner-([\d-]+)-(\d+)\.svg$/.exec(name);
  if (m) {
    const p = tenantBySlug(m[1] ?? '');
    const title = p && BANNER_TITLES[p.tenantId][Number(m[2]) - 1];
    if (!p || !title) return undefined;
    return {
      width: 1200,
      height: 360,
      color: p.color,
      title,
      subtitle: p.title,
    };
  }
  m = /^class-(\d+)\.svg$/.exec(name);
  if (m) {
    const n = Number(m[1]);
    if (n < 1 || n > 12) return undefined;
    return {
      width: 400,
      height: 225,
      color: CLASS_COLORS[n % CLASS_COLORS.length] ?? '#c8161d',
      title: '网上专题班',
      subtitle: `第 ${n} 期`,
    };
  }
  if (name === 'avatar.svg') {
    return { width: 120, height: 120, color: '#868e96', title: '学员' };
  }
  // Avatars a learner may pick on the profile page (domains/profile/account.routes.ts).
  m = /^avatar-([1-6])\.svg$/.exec(name);
  if (m) {
    const n = Number(m[1]);
    const [title, color] = AVATAR_CHOICES[n - 1] ?? ['学', '#868e96'];
    return { width: 120, height: 120, color, title };
  }
  if (name === 'beian.svg') {
    return { width: 20, height: 20, color: '#d4a017', title: '警' };
  }
  return undefined;
}

/** A 21×21 pseudo QR code derived from `seed` (decorative only). */
function qrModules(seed: string, x: number, y: number, size: number): string {
  const cells = 21;
  const cell = size / cells;
  const bits = createHash('sha256').update(seed).digest();
  const rects: string[] = [];
  const finder = (cx: number, cy: number) =>
    cx < 7 &&
    cy < 7 &&
    (cx % 6 === 0 || cy % 6 === 0 || (cx > 1 && cx < 5 && cy > 1 && cy < 5));
  for (let row = 0; row < cells; row += 1) {
    for (let col = 0; col < cells; col += 1) {
      const corners = [
        [col, row],
        [cells - 1 - col, row],
        [col, cells - 1 - row],
      ] as const;
      const inFinder = corners.some(([cx, cy]) => cx < 7 && cy < 7);
      const on = inFinder
        ? corners.some(([cx, cy]) => finder(cx, cy))
        : (((bits[(row * cells + col) % bits.length] ?? 0) >> (col % 8)) &
            1) ===
          1;
      if (on) {
        rects.push(
          `<rect x="${(x + col * cell).toFixed(2)}" y="${(y + row * cell).toFixed(2)}" width="${cell.toFixed(2)}" height="${cell.toFixed(2)}"/>`,
        );
      }
    }
  }
  return `<g fill="#111">${rects.join('')}</g>`;
}

export function renderSvg(name: string): string | undefined {
  const pic = pictureFor(name);
  if (!pic) return undefined;
  const { width: w, height: h } = pic;
  const title = escapeHtml(pic.title);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
  ];
  if (pic.qr) {
    const size = w - 30;
    parts.push(
      `<rect width="${w}" height="${h}" fill="#fff" stroke="${pic.color}" stroke-width="4"/>`,
      qrModules(pic.subtitle ?? name, 15, 15, size),
      `<text x="${w / 2}" y="${h - 12}" font-family="${FONT}" font-size="16" fill="${pic.color}" text-anchor="middle">${title}</text>`,
    );
  } else {
    const fontSize = Math.max(
      10,
      Math.min(h * 0.42, (w * 0.86) / Math.max(1, [...pic.title].length)),
    );
    const titleY = pic.subtitle ? h * 0.48 : h / 2;
    parts.push(
      `<rect width="${w}" height="${h}" fill="${pic.color}"/>`,
      `<text x="${w / 2}" y="${titleY.toFixed(1)}" dominant-baseline="middle" font-family="${FONT}" font-size="${fontSize.toFixed(1)}" font-weight="bold" fill="#fff" text-anchor="middle">${title}</text>`,
    );
    if (pic.subtitle) {
      parts.push(
        `<text x="${w / 2}" y="${(h * 0.72).toFixed(1)}" dominant-baseline="middle" font-family="${FONT}" font-size="${(fontSize * 0.5).toFixed(1)}" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeHtml(pic.subtitle)}</text>`,
      );
    }
  }
  parts.push('</svg>');
  return parts.join('');
}

export function renderManual(): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>学员手册</title>
<style>body{font-family:${FONT};max-width:760px;margin:2rem auto;padding:0 1rem;line-height:1.7;color:#222}h1{color:#c8161d}</style>
</head>
<body>
<main>
<h1>学员手册</h1>
<p>本手册介绍网络培训学院的基本使用方法（模拟数据）。</p>
<h2>一、登录</h2>
<p>点击页面右侧“学员登录”，在统一身份认证页面输入用户名和密码后登录。</p>
<h2>二、学习中心</h2>
<p>在“学习中心”查看本年度已学学时、必修与选修学时完成情况。</p>
<h2>三、网上专题班</h2>
<p>在“网上专题班”报名参加专题班，按要求完成必修与选修课程。</p>
<h2>四、常见问题</h2>
<p>忘记密码或账号异常，请联系本单位后台管理员。</p>
</main>
</body>
</html>
`;
}
