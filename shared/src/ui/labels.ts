/**
 * The labels of the portal's common actions (seed-spec 9's default
 * buttons): one set for every page that offers them, so an action reads
 * the same in every app and tests find it by one name. Lint refuses these
 * words written literally as a button's text in the shell and the remotes.
 */
export const BUTTON_LABELS = {
  cancel: '取消',
  delete: '删除',
  detail: '详情',
  edit: '编辑',
  new: '新增',
  save: '保存',
  search: '搜索',
} as const;
