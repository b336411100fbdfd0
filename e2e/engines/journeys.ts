import type { SmokeBrowser, Target } from './browsers';

/** The tenants the lane visits: the main site and a second host. */
export interface LaneSites {
  main: string;
  second: string;
}

/**
 * A journey's view of the browser: what a learner does, and waits that
 * name what they wait for, so a failure says which step broke.
 */
export class Journey {
  /** The step under way, for the failure report. */
  step = '';

  constructor(
    readonly browser: SmokeBrowser,
    readonly sites: LaneSites,
  ) {}

  async do(step: string, action: () => Promise<void>) {
    this.step = step;
    await action();
  }

  open(path: string, site = this.sites.main) {
    return this.browser.open(`${site}${path}`);
  }

  /** Waits until the page answers true; `what` names the wait. */
  async until<A extends unknown[]>(
    what: string,
    check: (...args: A) => boolean,
    args: A,
    timeout = 15_000,
  ) {
    const deadline = Date.now() + timeout;
    while (!(await this.browser.evaluate(check, ...args))) {
      if (Date.now() > deadline)
        throw new Error(`${timeout / 1000} 秒内未等到：${what}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Waits for a visible element with the given text. */
  /** Waits for a visible element, with the text if one is given. */
  async see(target: Target, timeout = 15_000) {
    const deadline = Date.now() + timeout;
    while (!(await this.browser.sees(target))) {
      if (Date.now() > deadline)
        throw new Error(
          `${timeout / 1000} 秒内未等到：看到 ${target.css}${target.text ? `「${target.text}」` : ''}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The tenant's name as the page title and in the home page's heading. */
  async seeSiteHome(title: string) {
    await this.until(
      `页面标题为 ${title}`,
      (name: string) => document.title === name,
      [title],
    );
    await this.see({
      css: '[data-testid="mf-home-page"] h1',
      text: `欢迎访问${title}`,
    });
  }

  /** The page is no wider than a phone's viewport. */
  noSidewaysScroll() {
    return this.until(
      '页面宽度不超过 390 px 的视口',
      () =>
        innerWidth <= 400 && document.documentElement.scrollWidth <= innerWidth,
      [],
    );
  }

  async urlIs(path: string, site = this.sites.main) {
    const expected = `${site}${path}`;
    await this.until(
      `地址变为 ${expected}`,
      (url: string) => location.href === url,
      [expected],
    );
  }

  /** 学员登录 in the header, the SSO form, back on the portal signed in. */
  async signIn(username = 'learner') {
    await this.do('打开首页', () => this.open('/index'));
    await this.do('点击 学员登录', () =>
      this.browser.click({ css: 'button', text: '学员登录' }),
    );
    await this.do('统一身份认证页', () =>
      this.see({ css: 'h1', text: '统一身份认证' }),
    );
    await this.do('填写用户名和密码并登录', async () => {
      await this.browser.type({ css: '#username' }, username);
      await this.browser.type({ css: '#password' }, 'Portal@2026');
      await this.browser.click({ css: 'button[type=submit]', text: '登录' });
    });
    await this.do('回到门户的学员首页', async () => {
      await this.urlIs('/home');
      await this.see({ css: '[data-testid="mf-home-page"]' });
    });
  }
}

export interface JourneySpec {
  name: string;
  run(journey: Journey): Promise<void>;
}

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 900 };

/**
 * The learner's main journeys, the same in every engine. Each starts from
 * a freshly reset backend and a desk-sized window.
 */
export const JOURNEYS: JourneySpec[] = [
  {
    name: '访客首页',
    async run(j) {
      await j.do('打开 /index', () => j.open('/index'));
      await j.do('站点名称与首页标题', () =>
        j.seeSiteHome('公职人员网络培训学院'),
      );
      await j.do('通知公告列出 6 条', () =>
        j.until(
          '通知公告 6 条',
          () =>
            document.querySelectorAll('[aria-label="通知公告"] li').length ===
            6,
          [],
        ),
      );
    },
  },
  {
    name: '站内导航与返回',
    async run(j) {
      await j.signIn();
      await j.do('标记本次页面加载', () =>
        j.browser.evaluate(() => {
          (window as unknown as { __engineMark?: string }).__engineMark =
            'kept';
        }),
      );
      await j.do('主导航进入 学习中心', () =>
        j.browser.click({
          css: 'nav[aria-label="主导航"] a',
          text: '学习中心',
        }),
      );
      await j.do('学习中心显示学员', async () => {
        await j.urlIs('/personalCenter');
        await j.see({ css: '[data-testid="learner-name"]', text: '张学员' });
      });
      await j.do('浏览器后退', () => j.browser.back());
      await j.do('回到学员首页，未重新加载', async () => {
        await j.urlIs('/home');
        await j.see({ css: '[data-testid="welcome-box"]', text: '张学员' });
        await j.until(
          '同一次页面加载（站内导航不刷新页面）',
          () =>
            (window as unknown as { __engineMark?: string }).__engineMark ===
            'kept',
          [],
          2_000,
        );
      });
    },
  },
  {
    name: '统一身份认证登录',
    async run(j) {
      await j.signIn();
      await j.do('欢迎框显示学员', () =>
        j.see({ css: '[data-testid="welcome-box"]', text: '欢迎您，张学员' }),
      );
      await j.do('地址中不再有 token，会话保存在 sessionStorage', async () => {
        await j.until(
          'token 只在 sessionStorage',
          () =>
            !location.search.includes('token') &&
            Boolean(sessionStorage.getItem('token')) &&
            localStorage.getItem('token') === null,
          [],
        );
      });
    },
  },
  {
    name: '学习中心页签与修改密码',
    async run(j) {
      await j.signIn();
      await j.do('打开学习中心', () => j.open('/personalCenter'));
      await j.do('概览显示学员姓名', () =>
        j.see({ css: '[data-testid="learner-name"]', text: '张学员' }),
      );
      await j.do('切换到 我的课程', () =>
        j.browser.click({ css: '[role="tab"]', text: '我的课程' }),
      );
      await j.do('课程列表与学时', () =>
        j.see({ css: '[data-testid="course-hours"]', text: '学时' }),
      );
      await j.do('切换到 修改密码', () =>
        j.browser.click({ css: '[role="tab"]', text: '修改密码' }),
      );
      await j.do('空表单提交给出提示', async () => {
        await j.see({ css: '[aria-label="修改密码"] label', text: '原密码' });
        await j.browser.click({
          css: '[aria-label="修改密码"] button[type="submit"]',
        });
        await j.see({ css: '.ant-form-item-explain-error' });
      });
    },
  },
  {
    name: '课程视频播放并记为已学习',
    async run(j) {
      await j.signIn();
      await j.do('打开课程 13001（6 秒，1 学时）', () =>
        j.open('/commendIndex/coursedetail?id=13001'),
      );
      await j.do('状态 未学习', () =>
        j.see({ css: '[data-testid="study-status"]', text: '未学习' }),
      );
      await j.do('播放视频', async () => {
        // The player has its lesson once the portal has taken it over.
        await j.see({ css: 'video[src]' });
        // Muted, as an app may start a video without a tap in every engine.
        await j.browser.evaluate(() => {
          const video = document.querySelector('video');
          if (!video) return;
          video.muted = true;
          void video.play();
        });
      });
      await j.do('播完后状态 已学习', () =>
        j.see({ css: '[data-testid="study-status"]', text: '已学习' }, 30_000),
      );
    },
  },
  {
    name: '模拟答题作答并保存',
    async run(j) {
      await j.signIn();
      await j.do('打开模拟答题 17007', () =>
        j.open('/solidify/textManage?paperId=17007'),
      );
      await j.do('开始答题', async () => {
        await j.see({ css: '[data-testid="exam-intro"]' });
        await j.browser.click({ css: 'button', text: '开始答题' });
        await j.see({ css: '[data-testid="exam-attempt"]' });
      });
      await j.do('选第 1 题的 A 项', () =>
        j.browser.click({ css: '[data-testid="exam-question"] label' }),
      );
      await j.do('答案已保存到服务器', () =>
        j.until(
          '保存状态 已保存 hh:mm:ss',
          () =>
            /^已保存 \d{2}:\d{2}:\d{2}$/.test(
              document.querySelector('[data-testid="exam-save-status"]')
                ?.textContent ?? '',
            ),
          [],
        ),
      );
    },
  },
  {
    name: '手机尺寸首页（390×844）',
    async run(j) {
      await j.do('窗口设为 390×844', () =>
        j.browser.resize(PHONE.width, PHONE.height),
      );
      await j.do('打开 /index', () => j.open('/index'));
      await j.do('紧凑页头：菜单按钮', () =>
        j.see({ css: 'header button', text: '菜单' }),
      );
      await j.do('首页内容可见', () =>
        j.see({ css: '[data-testid="mf-home-page"] h1' }),
      );
      await j.do('没有横向滚动', () => j.noSidewaysScroll());
      await j.do('菜单抽屉打开并列出导航', async () => {
        await j.browser.click({ css: 'header button', text: '菜单' });
        await j.see({
          css: '[role="dialog"] nav[aria-label="主导航"] a',
          text: '首页',
        });
      });
      await j.do('窗口恢复桌面尺寸', () =>
        j.browser.resize(DESK.width, DESK.height),
      );
    },
  },
  {
    name: '手机尺寸学员（我的、学习中心）',
    async run(j) {
      await j.do('窗口设为 390×844', () =>
        j.browser.resize(PHONE.width, PHONE.height),
      );
      await j.signIn();
      await j.do('页头 我的 打开抽屉', async () => {
        await j.browser.click({ css: 'header button', text: '我的' });
        await j.see({ css: '[role="dialog"] button', text: '管理员登录' });
      });
      await j.do('展开 已登录，欢迎框显示学员', async () => {
        await j.browser.click({
          css: '[role="dialog"] button',
          text: '已登录',
        });
        await j.see({
          css: '[data-testid="welcome-box"]',
          text: '欢迎您，张学员',
        });
      });
      await j.do('打开学习中心', () => j.open('/personalCenter'));
      await j.do('学习中心显示学员，没有横向滚动', async () => {
        await j.see({ css: '[data-testid="learner-name"]', text: '张学员' });
        await j.noSidewaysScroll();
      });
    },
  },
  {
    name: '长者模式与文字大小（页头 无障碍）',
    async run(j) {
      const marks = (care: boolean, scale: string | null) =>
        j.until(
          care ? `<html> 标记长者模式，文字 ${scale}%` : '<html> 没有模式标记',
          (on: boolean, textScale: string | null) => {
            const root = document.documentElement;
            return (
              root.hasAttribute('data-care') === on &&
              root.getAttribute('data-text-scale') === textScale
            );
          },
          [care, scale],
        );
      // A page drawn on the server answers taps once its boot has taken
      // it over; a tap before that is lost, and the learner taps again.
      const settings = async () => {
        for (let tap = 1; ; tap += 1) {
          await j.browser.click({ css: 'header button', text: '无障碍' });
          try {
            await j.see({ css: '[role="dialog"]', text: '无障碍设置' }, 3000);
            return;
          } catch (error) {
            if (tap === 5) throw error;
          }
        }
      };
      await j.do('打开 /index', () => j.open('/index'));
      await j.do('页头 无障碍 打开 无障碍设置', settings);
      await j.do('打开 长者模式，文字大小选 特大', async () => {
        await j.browser.click({
          css: '[role="dialog"] label',
          text: '长者模式',
        });
        await j.browser.click({ css: '[role="dialog"] label', text: '特大' });
        await marks(true, '150');
        await j.browser.click({ css: '[role="dialog"] button', text: '完成' });
      });
      await j.do('重新打开页面，选择仍在', async () => {
        await j.open('/index');
        await marks(true, '150');
      });
      await j.do('首页标题与正文按长者模式放大', () =>
        j.until(
          '首页 h1 ≥ 30 px，通知公告的条目 ≥ 18 px',
          () => {
            const size = (css: string) => {
              const element = document.querySelector(css);
              return element
                ? parseFloat(getComputedStyle(element).fontSize)
                : 0;
            };
            return (
              size('[data-testid="mf-home-page"] h1') >= 30 &&
              size('[aria-label="通知公告"] li') >= 18
            );
          },
          [],
        ),
      );
      await j.do('恢复默认 清除选择', async () => {
        await settings();
        await j.browser.click({
          css: '[role="dialog"] button',
          text: '恢复默认',
        });
        await marks(false, null);
        await j.browser.click({ css: '[role="dialog"] button', text: '完成' });
      });
    },
  },
  {
    name: '第二租户（001.001.043）',
    async run(j) {
      await j.do('打开 001-001-043 的 /index', () =>
        j.open('/index', j.sites.second),
      );
      await j.do('本租户的站点名称', () =>
        j.seeSiteHome('市直机关干部网络学院'),
      );
    },
  },
];

export const DESK_SIZE = DESK;
