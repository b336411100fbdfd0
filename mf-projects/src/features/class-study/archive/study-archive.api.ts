import { getJson, postPage } from '@portal/shared/api';
import type {
  ClassRankingPage,
  ClassRankingRow,
  MyClass,
} from '@portal/shared/contracts';

/** GET /api/tbtp/study/myClass */
export function fetchMyClass(tbtpId: string): Promise<MyClass> {
  return getJson<MyClass>('tbtp/study/myClass', { tbtpId });
}

/** POST /api/tbtp/study/ranking */
export function fetchRanking(query: {
  tbtpId: string;
  pagesize: number;
  pagenum: number;
}): Promise<ClassRankingPage> {
  return postPage<ClassRankingRow>(
    'tbtp/study/ranking',
    query,
  ) as Promise<ClassRankingPage>;
}
