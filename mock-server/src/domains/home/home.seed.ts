import {
  TENANT_IDS,
  type SeedTenantId,
  type TenantId,
} from '../../platform/tenancy';
import type { Article, BannerRecord } from './home.records';
import { TENANT_PROFILES, imagePaths } from '../site';

export const BANNER_TITLES: Record<SeedTenantId, string[]> = {
  '001.001': [
    '深入学习贯彻党的二十届四中全会精神',
    '2026年度公职人员网络培训全面启动',
    '学习强国 · 建功新时代',
  ],
  '001.001.043': [
    '市直机关学习贯彻党的二十届四中全会精神网上专题班',
    '建设模范机关 争做表率先锋',
    '市直机关干部网络学院2026年度学习指南',
    '数字赋能 学习有我',
  ],
  '001.001.065': [
    '教育强国建设专题培训',
    '新时代教育系统干部能力提升计划',
    '2026年度教育系统干部网络学习全面启动',
  ],
};

export function buildBanners(): BannerRecord[] {
  const banners: BannerRecord[] = [];
  TENANT_IDS.forEach((tenantId, t) => {
    const profile = TENANT_PROFILES[tenantId];
    BANNER_TITLES[tenantId].forEach((title, i) => {
      banners.push({
        id: String((t + 1) * 100 + i + 1),
        tenantId,
        title,
        imageUrl: imagePaths.banner(profile.slug, i + 1),
        linkUrl: i === 0 ? '/tbtp' : `/article/${(t + 1) * 1000 + i + 1}`,
        // Stored out of order so that sorting by `sort` is visible.
        sort: ((i + 1) % BANNER_TITLES[tenantId].length) + 1,
      });
    });
  });
  return banners;
}

/** `{org}` is replaced by the tenant's short name. */
const NOTICE_TITLES = [
  '关于开展2026年度干部网络学习的通知',
  '关于学习贯彻党的二十届四中全会精神网上专题班开班的通知',
  '关于做好2026年度学时统计与认定工作的通知',
  '{org}2026年度网络培训计划',
  '关于平台系统升级维护的公告',
  '关于开展“学习身边榜样”主题学习活动的通知',
  '关于11月份新上线课程的公告',
  '关于开展巩固练习活动的通知',
  '{org}学员手册（2026年修订版）发布',
  '关于规范网上专题班报名工作的通知',
  '关于开展保密知识专题学习的通知',
  '关于移动学习客户端新版本上线的公告',
  '关于公布2025年度优秀学员名单的通知',
  '关于开展网络安全宣传周学习活动的通知',
  '关于做好国庆节期间平台服务保障的公告',
  '{org}关于开展法治素养提升专题培训的通知',
  '关于调整部分课程学时认定标准的说明',
  '关于开展学员满意度问卷调查的通知',
  '关于加强学习账号安全管理的提示',
  '关于2026年度上半年学习情况的通报',
];

const SOURCES = ['培训管理处', '学院办公室', '信息中心', '教务处'];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Tenant 001.001's notice 19 (id '1019') carries markup that a client must
 * sanitise; the server stores and answers it unchanged.
 */
export const XSS_NOTICE = {
  tenantId: '001.001' as TenantId,
  index: 18,
  title: '关于防范网络安全风险的提示',
  content: [
    '<p>各单位、各位学员：</p>',
    '<p>近期出现冒充平台发送“学时补录”“证书领取”链接的钓鱼信息，请提高警惕，不要点击来历不明的链接。</p>',
    '<img src=x onerror=alert(1)>',
    '<p>如发现可疑信息，请及时向本单位信息中心报告。</p>',
    '<script>alert(2)</script>',
    '<p>请妥善保管账号密码，定期修改密码。</p>',
  ].join(''),
};

export function buildArticles(): Article[] {
  const articles: Article[] = [];
  TENANT_IDS.forEach((tenantId, t) => {
    const profile = TENANT_PROFILES[tenantId];
    NOTICE_TITLES.forEach((template, i) => {
      const xss = tenantId === XSS_NOTICE.tenantId && i === XSS_NOTICE.index;
      const title = xss
        ? XSS_NOTICE.title
        : template.replaceAll('{org}', profile.shortName);
      // Newest first: article 1 is from 2026-11-18, then about 2 weeks apart.
      const date = new Date(Date.UTC(2026, 10, 18 - i * 15, 9 + (i % 8), 30));
      const publishDate =
        `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-` +
        `${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:` +
        `${pad(date.getUTCMinutes())}:00`;
      const source = `${profile.title}${SOURCES[i % SOURCES.length] ?? ''}`;
      const summary = `${title.replace(/^关于/, '').replace(/的(通知|公告|说明|提示|通报)$/, '')}，请各单位及学员认真阅读并按要求落实。`;
      articles.push({
        id: String((t + 1) * 1000 + i + 1),
        tenantId,
        title,
        summary,
        content: xss
          ? XSS_NOTICE.content
          : [
              `<p>各单位、各位学员：</p>`,
              `<p>根据${profile.title}年度工作安排，现就<strong>${title.replace(/^关于/, '')}</strong>有关事项通知如下：</p>`,
              '<ol>',
              '<li>请各单位高度重视，认真组织本单位学员按时参加学习。</li>',
              '<li>学员登录平台后，可在“学习中心”查看学习进度与学时统计。</li>',
              '<li>如有疑问，请在工作日联系平台客服。</li>',
              '</ol>',
              `<p style="text-align: right">${source}<br />${publishDate.slice(0, 10)}</p>`,
            ].join(''),
        publishDate,
        isTop: i < 3,
        source,
        views: 2000 - i * 87 + t * 13,
      });
    });
  });
  return articles;
}
