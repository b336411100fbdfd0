import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { clearFailures, injectFailure } from '../../support/dev-hooks';
import { MOCK_URL, TENANTS } from '../../support/env';
import { resetBackend } from '../../support/portal';
import { PHONE, useSession } from '../../support/small-screens';
import { openOptions, selectLabelled } from '../../support/select';

const [main] = TENANTS;
const LOADED = { timeout: 30_000 };

test.beforeEach(async () => {
  await resetBackend();
});

test.afterEach(async () => {
  await clearFailures();
});

/** The names of a dictionary, as the mock backend serves it to every page. */
async function dictionaryNames(path: string): Promise<string[]> {
  const response = await fetch(`${MOCK_URL}/api/dictionary/${path}`, {
    method: 'POST',
  });
  const body = (await response.json()) as {
    success: boolean;
    datalist: { name: string; code: string }[];
  };
  expect(body.success).toBe(true);
  return body.datalist.map((item) => item.name);
}

/**
 * Opens the select labelled `label`, checks its placeholder and that it
 * offers 全选选项 then the dictionary's names, and chooses `option`.
 */
async function chooseFromDictionary(
  page: Page,
  label: string,
  dictionary: string,
  option: string,
  how: 'click' | 'tap' = 'click',
): Promise<void> {
  const box = selectLabelled(page, label);
  await expect(box.locator('.ant-select-placeholder')).toHaveText('请选择...');
  const names = await dictionaryNames(dictionary);
  expect(names).toContain(option);
  await page.getByRole('combobox', { name: label })[how]();
  await expect(openOptions(page)).toHaveText(['全选选项', ...names], LOADED);
  await openOptions(page).filter({ hasText: option }).first()[how]();
  await expect(box).toHaveText(option);
}

test('the catalogue filters by a course nature chosen from its dictionary', async ({
  page,
}) => {
  await useSession(page);
  await page.goto(`${main.url}/commendIndex`);
  const list = page.getByRole('list', { name: '课程列表' });
  await expect(list.getByRole('listitem').first()).toBeVisible(LOADED);
  await expect(
    list.getByRole('listitem').filter({ hasText: '必修' }),
  ).not.toHaveCount(0);

  await chooseFromDictionary(page, '课程性质', 'list/COURSE_TYPE', '选修');
  await expect(page).toHaveURL(/[?&]isCompulsory=0(&|$)/);
  // Only elective courses are left, and there are some.
  await expect(
    list.getByRole('listitem').filter({ hasText: '必修' }),
  ).toHaveCount(0, LOADED);
  await expect(list.getByRole('listitem').first()).toContainText('选修');

  await chooseFromDictionary(page, '课程类型', 'list/RESOURCE_TYPE', '图文');
  await expect(page).toHaveURL(/isCompulsory=0&resourceType=ARTICLE/);
  // An image-text course has no duration.
  await expect(list.getByRole('listitem').first()).toBeVisible(LOADED);
  await expect(
    list.getByRole('listitem').filter({ hasText: '时长' }),
  ).toHaveCount(0);
});

test('the class list filters by a year and a state chosen from their dictionaries', async ({
  page,
}) => {
  await useSession(page);
  await page.goto(`${main.url}/projectIndex`);
  const classes = page.getByRole('list', { name: '专题班列表' });
  await expect(classes.getByRole('listitem').first()).toBeVisible(LOADED);

  // Classes are planned ahead: next year is offered too.
  const next = `${new Date().getFullYear() + 1}年`;
  await chooseFromDictionary(page, '年度：', 'runtime/CLASS_YEAR', next);
  await expect(page).toHaveURL(
    new RegExp(`[?&]year=${new Date().getFullYear() + 1}(&|$)`),
  );
  await expect(
    classes.getByRole('heading', { name: '2027年乡村振兴战略专题网上培训班' }),
  ).toBeVisible(LOADED);
  await expect(
    classes.getByRole('heading', { name: '2026年法治政府建设专题网上培训班' }),
  ).toHaveCount(0);

  await page.getByRole('combobox', { name: '年度：' }).click();
  await openOptions(page).filter({ hasText: '全选选项' }).click();
  await expect(page).not.toHaveURL(/year=/);
  await expect(
    selectLabelled(page, '年度：').locator('.ant-select-placeholder'),
  ).toHaveText('请选择...');

  await chooseFromDictionary(page, '状态：', 'list/CLASS_STATUS', '已结束');
  await expect(page).toHaveURL(/[?&]status=ENDED(&|$)/);
  await expect(
    classes.getByRole('listitem').filter({ hasNotText: '已结束' }),
  ).toHaveCount(0, LOADED);
  await expect(classes.getByRole('listitem').first()).toContainText('已结束');
});

test('the dispatch applications are filtered by a review state from its dictionary', async ({
  page,
}) => {
  await useSession(page);
  await page.goto(`${main.url}/personalCenter?acativeId=7`);
  const applications = page.getByRole('list', { name: '调训申请列表' });
  await expect(applications.getByRole('listitem').first()).toBeVisible(LOADED);
  await expect(
    applications.getByRole('listitem').filter({ hasText: '已通过' }),
  ).not.toHaveCount(0);

  await chooseFromDictionary(
    page,
    '审核状态：',
    'list/DISPATCH_STATUS',
    '已驳回',
  );
  await expect(
    applications.getByRole('listitem').filter({ hasNotText: '已驳回' }),
  ).toHaveCount(0, LOADED);
  await expect(applications.getByRole('listitem').first()).toContainText(
    '已驳回',
  );
});

test('a failing dictionary call toasts 请求数据失败 with its URL; the list still shows', async ({
  page,
}) => {
  await useSession(page);
  await injectFailure('/api/dictionary/list/CLASS_STATUS', 500);
  await page.goto(`${main.url}/projectIndex`);
  await expect(
    page
      .locator('.ant-message')
      .getByText('请求数据失败：/api/dictionary/list/CLASS_STATUS', {
        exact: true,
      }),
  ).toBeVisible(LOADED);
  const classes = page.getByRole('list', { name: '专题班列表' });
  await expect(classes.getByRole('listitem').first()).toBeVisible(LOADED);
  // The status select offers only 全选选项; the year select is unharmed.
  await page.getByRole('combobox', { name: '状态：' }).click();
  await expect(openOptions(page)).toHaveText(['全选选项']);
  await page.keyboard.press('Escape');
  await chooseFromDictionary(
    page,
    '年度：',
    'runtime/CLASS_YEAR',
    `${new Date().getFullYear()}年`,
  );
});

/** Serious or critical WCAG 2.1 AA findings of axe, described. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
}

test('the dictionary selects, closed and open, meet WCAG 2.1 AA', async ({
  page,
}) => {
  await useSession(page);
  await page.goto(`${main.url}/projectIndex`);
  await expect(
    page
      .getByRole('list', { name: '专题班列表' })
      .getByRole('listitem')
      .first(),
  ).toBeVisible(LOADED);
  // The placeholder 请选择... is read, so it is dark enough to read.
  await expect(
    selectLabelled(page, '状态：').locator('.ant-select-placeholder'),
  ).toHaveText('请选择...');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('combobox', { name: '状态：' }).click();
  await expect(openOptions(page)).toHaveCount(4, LOADED);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${main.url}/personalCenter?acativeId=7`);
  await expect(
    page
      .getByRole('list', { name: '调训申请列表' })
      .getByRole('listitem')
      .first(),
  ).toBeVisible(LOADED);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the class list filters behind 筛选 are dictionary selects a thumb can use', async ({
    page,
  }) => {
    await useSession(page);
    await page.goto(`${main.url}/projectIndex`);
    const classes = page.getByRole('list', { name: '专题班列表' });
    await expect(classes.getByRole('listitem').first()).toBeVisible(LOADED);
    const filter = page.getByRole('button', { name: /^筛选/ });
    await filter.tap();
    await chooseFromDictionary(
      page,
      '状态：',
      'list/CLASS_STATUS',
      '进行中',
      'tap',
    );
    await expect(page).toHaveURL(/[?&]status=IN_PROGRESS(&|$)/);
    await expect(filter).toHaveText(/筛选（1）/);
    await expect(
      classes.getByRole('listitem').filter({ hasNotText: '进行中' }),
    ).toHaveCount(0, LOADED);
  });

  test('the catalogue filters behind 筛选 are dictionary selects a thumb can use', async ({
    page,
  }) => {
    await useSession(page);
    await page.goto(`${main.url}/commendIndex`);
    const list = page.getByRole('list', { name: '课程列表' });
    await expect(list.getByRole('listitem').first()).toBeVisible(LOADED);
    await page.getByRole('button', { name: '筛选' }).tap();
    await chooseFromDictionary(
      page,
      '学习状态',
      'list/STUDY_STATUS',
      '未学习',
      'tap',
    );
    await expect(page).toHaveURL(/[?&]studyStatus=0(&|$)/);
    await expect(page.getByRole('button', { name: '筛选（1）' })).toBeVisible(
      LOADED,
    );
    await expect(
      list.getByRole('listitem').filter({ hasNotText: '未学习' }),
    ).toHaveCount(0, LOADED);
  });
});
