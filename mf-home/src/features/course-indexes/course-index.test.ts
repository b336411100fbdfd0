import type { CourseCategory } from '@portal/shared/contracts';

import { findRootCategory, readTab } from './course-index';

const TREE: CourseCategory[] = [
  {
    id: 'k1',
    name: '政治理论',
    children: [{ id: 'k2', name: '综合素养' }],
  },
  {
    id: 'k3',
    name: ' 综合素养 ',
    children: [
      { id: 'k4', name: '心理健康' },
      { id: 'k5', name: '历史文化' },
    ],
  },
  { id: 'k6', name: '文艺专业' },
];

describe('findRootCategory', () => {
  it('finds a root by name, not a sub-category of the same name', () => {
    expect(findRootCategory(TREE, '综合素养')?.id).toBe('k3');
    expect(findRootCategory(TREE, '文艺专业')?.id).toBe('k6');
  });

  it('is undefined when the tenant has no such root', () => {
    expect(findRootCategory(TREE, '心理健康')).toBeUndefined();
    expect(findRootCategory([], '文艺专业')).toBeUndefined();
  });
});

describe('readTab', () => {
  const root = TREE[1]!;

  it('reads a child of the root from the address', () => {
    expect(readTab(root, new URLSearchParams('tab=k5'))?.name).toBe('历史文化');
  });

  it('anything else is 全部', () => {
    expect(readTab(root, new URLSearchParams(''))).toBeUndefined();
    expect(readTab(root, new URLSearchParams('tab=k2'))).toBeUndefined();
    expect(readTab(TREE[2]!, new URLSearchParams('tab=k5'))).toBeUndefined();
  });
});
