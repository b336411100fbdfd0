/**
 * The learning centre's tabs and their `acativeId` numbers (the query name
 * is the original portal's spelling; seed-spec 2.4 fixes 8 = password).
 *
 * | acativeId | tab      |
 * |-----------|----------|
 * | 1         | 我的培训项目 (default) |
 * | 2         | 我的课程 |
 * | 3         | 我的专题 |
 * | 4         | 我的证书 |
 * | 5         | 我的收藏 |
 * | 6         | 我的消息 |
 * | 7         | 调训申请 |
 * | 8         | 修改密码 |
 * | 9         | 我的考试 |
 * | 10        | 我的测评 |
 */
const TAB_QUERY = 'acativeId';

export type TabKey =
  | 'projects'
  | 'courses'
  | 'subjects'
  | 'certificates'
  | 'collections'
  | 'letters'
  | 'dispatch'
  | 'password'
  | 'exams'
  | 'evaluations';

interface TabDef {
  id: number;
  key: TabKey;
  label: string;
}

export const TABS: readonly TabDef[] = [
  { id: 1, key: 'projects', label: '我的培训项目' },
  { id: 2, key: 'courses', label: '我的课程' },
  { id: 3, key: 'subjects', label: '我的专题' },
  { id: 4, key: 'certificates', label: '我的证书' },
  { id: 5, key: 'collections', label: '我的收藏' },
  { id: 6, key: 'letters', label: '我的消息' },
  { id: 7, key: 'dispatch', label: '调训申请' },
  { id: 9, key: 'exams', label: '我的考试' },
  { id: 10, key: 'evaluations', label: '我的测评' },
  { id: 8, key: 'password', label: '修改密码' },
];

export const DEFAULT_TAB: TabDef = TABS[0]!;

/** The tab an address asks for; a missing or unknown id is the default. */
export function tabFromQuery(search: string | URLSearchParams): TabDef {
  const params =
    typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(TAB_QUERY)?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return DEFAULT_TAB;
  return TABS.find((t) => t.id === Number(raw)) ?? DEFAULT_TAB;
}

/** The query after choosing a tab: other parameters are kept. */
export function queryForTab(
  search: string | URLSearchParams,
  key: TabKey,
): URLSearchParams {
  const params = new URLSearchParams(search);
  const tab = TABS.find((t) => t.key === key) ?? DEFAULT_TAB;
  params.set(TAB_QUERY, String(tab.id));
  return params;
}
