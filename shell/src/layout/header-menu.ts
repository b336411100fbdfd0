import type { SiteConfig } from '@portal/shared/types';
import type { HeaderMenuLayout } from '@portal/shared/contracts';

export interface MenuItem {
  key: string;
  label: string;
  href: string;
  external?: boolean;
}

const ZWY_URL = 'https://www.cela.gov.cn/';
const DIGITAL_BOOKS_URL = 'https://www.nlc.cn/';

const COURSES: MenuItem = {
  key: 'commendIndex',
  label: '课程推荐',
  href: '/commendIndex',
};
const SUBJECTS: MenuItem = {
  key: 'subjectList',
  label: '专题',
  href: '/subjectList',
};
const CLASSES: MenuItem = {
  key: 'projectIndex',
  label: '网上专题班',
  href: '/projectIndex',
};
const COLUMNS: MenuItem = {
  key: 'specialReList',
  label: '专栏推荐',
  href: '/specialReList',
};
const CENTRE: MenuItem = {
  key: 'personalCenter',
  label: '学习中心',
  href: '/personalCenter',
};

/**
 * The header menu of seed-spec 2.1 with its tenant variants: the blue
 * theme's own menu, else the tenant's layout (its capability
 * `headerMenu`); the academy entry where ZWY_SHOW is set.
 */
export function headerMenu(
  site: SiteConfig | null,
  layout: HeaderMenuLayout,
  /** 首页's address: the learner's or the visitor's home (home-path.ts). */
  home = '/public',
): MenuItem[] {
  const HOME: MenuItem = { key: 'index', label: '首页', href: home };
  let items: MenuItem[];
  if (site?.lastSysParamValue === 'blue') {
    items = [
      HOME,
      CENTRE,
      CLASSES,
      { key: 'multipleIndex', label: '综合素养课程', href: '/multipleIndex' },
      { key: 'literaryIndex', label: '文艺专业课程', href: '/literaryIndex' },
      {
        key: 'digitalBooks',
        label: '数字书屋',
        href: DIGITAL_BOOKS_URL,
        external: true,
      },
    ];
  } else if (layout === 'classes-second') {
    items = [HOME, CLASSES, COURSES, SUBJECTS, COLUMNS, CENTRE];
  } else {
    items = [HOME, COURSES, SUBJECTS, CLASSES, COLUMNS, CENTRE];
  }
  if (layout === 'without-classes') {
    items = items.filter((item) => item !== CLASSES && item !== COLUMNS);
  }
  if (site?.sysParamCode.includes('ZWY_SHOW')) {
    items = [...items];
    items.splice(5, 0, {
      key: 'zwy',
      label: '中国干部网络学院',
      href: ZWY_URL,
      external: true,
    });
  }
  return items;
}

/** An entry is active on its own path and on the pages below it. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (item.external) return false;
  if (item.key === 'index')
    return ['/index', '/home', '/public'].includes(pathname);
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
