import type { CourseCategory } from '@portal/shared/contracts';
import type { RemoteData } from '@portal/shared/hooks';
import { AsyncView, PRIMARY_TOUCH_HEIGHT } from '@portal/shared/ui';
import { ConfigProvider, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';

/** Key of the tree's first node, which clears the category. */
const ALL_CATEGORIES = '__all__';
export const ALL_CATEGORIES_TEXT = '全部课程';

function toTreeData(categories: CourseCategory[]): TreeDataNode[] {
  return categories.map((category) => ({
    key: category.id,
    title: category.name,
    children: category.children?.length
      ? toTreeData(category.children)
      : undefined,
  }));
}

/** The name of category `id` anywhere in the tree, if it is there. */
export function categoryName(
  categories: readonly CourseCategory[],
  id: string,
): string | undefined {
  for (const category of categories) {
    if (category.id === id) return category.name;
    const found = categoryName(category.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** Rows a finger can hit: 44 px instead of antd's 24 px. */
const TOUCH_TREE = {
  components: { Tree: { titleHeight: PRIMARY_TOUCH_HEIGHT } },
} as const;

export function CategoryTree({
  categories,
  value,
  onChange,
  touch = false,
}: {
  categories: RemoteData<CourseCategory[]>;
  value: string | undefined;
  onChange: (categoryId: string | undefined) => void;
  /** Tall rows, for the drawer of a touch screen. */
  touch?: boolean;
}) {
  const treeData = useMemo<TreeDataNode[]>(
    () => [
      { key: ALL_CATEGORIES, title: ALL_CATEGORIES_TEXT },
      ...(categories.status === 'ready' ? toTreeData(categories.data) : []),
    ],
    [categories],
  );
  const tree = (
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
  // No categories still leaves 全部.
  return (
    <AsyncView data={categories} isEmpty={() => false}>
      {() =>
        touch ? (
          <ConfigProvider theme={TOUCH_TREE}>{tree}</ConfigProvider>
        ) : (
          tree
        )
      }
    </AsyncView>
  );
}
