import { useRemoteData } from '@portal/shared/hooks';
import { Alert, Skeleton, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';

import { type CourseCategory, fetchCategories } from './catalogue.api';

/** Key of the tree's first node, which clears the category. */
export const ALL_CATEGORIES = '__all__';

function toTreeData(categories: CourseCategory[]): TreeDataNode[] {
  return categories.map((category) => ({
    key: category.id,
    title: category.name,
    children: category.children?.length
      ? toTreeData(category.children)
      : undefined,
  }));
}

export function CategoryTree({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (categoryId: string | undefined) => void;
}) {
  const categories = useRemoteData(fetchCategories);
  const treeData = useMemo<TreeDataNode[]>(
    () => [
      { key: ALL_CATEGORIES, title: '全部课程' },
      ...(categories.status === 'ready' ? toTreeData(categories.data) : []),
    ],
    [categories],
  );
  if (categories.status === 'loading') return <Skeleton active />;
  if (categories.status === 'error')
    return <Alert type="error" showIcon title={categories.message} />;
  return (
    <Tree
      blockNode
      defaultExpandAll
      treeData={treeData}
      selectedKeys={[value ?? ALL_CATEGORIES]}
      onSelect={(_keys, info) => {
        const key = String(info.node.key);
        onChange(key === ALL_CATEGORIES ? undefined : key);
      }}
    />
  );
}
