/**
 * '@portal/shared/ui/paged-view': a paged list's states and pager, and a
 * paged plain list of rows. Apart from '@portal/shared/ui' because the
 * pager is not in antd's first tier, which the shell's entry bundles with
 * '@portal/shared/ui'.
 */
export { PagedList, type PagedListProps } from './paged-list';
export { PagedView, type PagedViewProps } from './paged-view';
