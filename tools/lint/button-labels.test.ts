import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { BUTTON_LABELS } from '../../shared/src/ui/labels';

const repo = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repo });

/** The lines lint refuses for a literal button label, in a file of an app. */
async function refused(
  code: string,
  file = 'mf-home/src/features/probe/probe-page.tsx',
): Promise<number[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(repo, file),
  });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.line);
}

describe("lint: seed-spec 9's button labels come from BUTTON_LABELS", () => {
  it('refuses every label of the set written as a button text', async () => {
    for (const label of Object.values(BUTTON_LABELS)) {
      const code = [
        `export const A = () => <Button type="primary">${label}</Button>;`,
        `export const B = () => <button type="button">\n  ${label}\n</button>;`,
        `export const C = () => <NavButton href="/x">{'${label}'}</NavButton>;`,
      ].join('\n');
      expect(await refused(code), label).toEqual([1, 2, 5]);
    }
  }, 60_000);

  it("refuses them as a button's name and as a dialog's or a search field's buttons", async () => {
    const code = [
      'export const A = () => <Button aria-label="搜索" />;',
      'export const B = () => <Modal cancelText="取消" okText="确定" />;',
      'export const C = () => <Input.Search enterButton={"搜索"} />;',
      "export const d = () => modal.confirm({ cancelText: '取消' });",
    ].join('\n');
    expect(await refused(code, 'shell/src/layout/probe.tsx')).toEqual([
      1, 2, 3, 4,
    ]);
    expect(
      await refused(
        "export const d = () => modal.confirm({ okText: '删除' });",
        'mf-projects/src/lib/probe.ts',
      ),
    ).toEqual([1]);
  }, 60_000);

  it('lets the set, other actions, sentences, titles and tests through', async () => {
    const code = [
      'export const A = () => <Button>{BUTTON_LABELS.save}</Button>;',
      'export const B = () => <Button>取消收藏</Button>;',
      'export const C = () => <p>答案已保存</p>;',
      'export const D = () => <span>详情</span>;',
      'export const E = () => <Modal title="编辑" cancelText="关闭" />;',
      "export const route = { path: '/search', title: '搜索' };",
    ].join('\n');
    expect(await refused(code)).toEqual([]);
    expect(
      await refused(
        'export const A = () => <Button>保存</Button>;',
        'mf-home/src/features/probe/probe-page.test.tsx',
      ),
    ).toEqual([]);
  }, 60_000);
});
