import type { CourseCategory } from '@portal/shared/contracts';

export const TAB_PARAM = 'tab';

/**
 * The root category of the tenant's catalogue with this name (surrounding
 * spaces ignored); only roots count, a sub-category of the same name does
 * not.
 */
export function findRootCategory(
  categories: readonly CourseCategory[],
  name: string,
): CourseCategory | undefined {
  const wanted = name.trim();
  return categories.find((category) => category.name.trim() === wanted);
}

/**
 * The sub-category tab of the address, if it is a child of the root;
 * undefined means 全部 (the whole root).
 */
export function readTab(
  root: CourseCategory,
  params: URLSearchParams,
): CourseCategory | undefined {
  const id = params.get(TAB_PARAM)?.trim();
  if (!id) return undefined;
  return root.children?.find((child) => child.id === id);
}
