/**
 * Stored dictionaries (/api/dictionary/list/:parentCode). Codes follow the
 * national standards where one exists (GB/T 4658 education, GB/T 4762
 * political status); a filter's dictionary uses the values its list call
 * takes, so a chosen option goes onto the wire unchanged.
 */
import type { StoredDictionaryCode } from '@portal/shared/contracts';

import type { DictionaryEntry } from './site.records';

const DICTIONARIES: Record<
  StoredDictionaryCode,
  ReadonlyArray<[string, string]>
> = {
  // 学历 (GB/T 4658-2006)
  EDUCATION: [
    ['11', '博士研究生'],
    ['14', '硕士研究生'],
    ['21', '大学本科'],
    ['31', '大学专科'],
    ['41', '中等专科'],
    ['61', '普通高中'],
    ['71', '初中及以下'],
  ],
  // 政治面貌 (GB/T 4762-1984)
  POLITICAL_STATUS: [
    ['01', '中共党员'],
    ['02', '中共预备党员'],
    ['03', '共青团员'],
    ['04', '民革党员'],
    ['05', '民盟盟员'],
    ['06', '民建会员'],
    ['07', '民进会员'],
    ['08', '农工党党员'],
    ['09', '致公党党员'],
    ['10', '九三学社社员'],
    ['11', '台盟盟员'],
    ['12', '无党派人士'],
    ['13', '群众'],
  ],
  // 课程性质 (the course lists' isCompulsory flag)
  COURSE_TYPE: [
    ['1', '必修'],
    ['0', '选修'],
  ],
  // 资源类型
  RESOURCE_TYPE: [
    ['VIDEO', '视频'],
    ['ARTICLE', '图文'],
  ],
  // 学习状态
  STUDY_STATUS: [
    ['0', '未学习'],
    ['1', '学习中'],
    ['2', '已学习'],
  ],
  // 课程时长 (the catalogue's duration buckets)
  COURSE_DURATION: [
    ['short', '短'],
    ['medium', '中'],
    ['long', '长'],
  ],
  // 专题班状态
  CLASS_STATUS: [
    ['NOT_STARTED', '报名中'],
    ['IN_PROGRESS', '进行中'],
    ['ENDED', '已结束'],
  ],
  // 调训申请状态
  DISPATCH_STATUS: [
    ['PENDING', '待审核'],
    ['APPROVED', '已通过'],
    ['REJECTED', '已驳回'],
  ],
};

export function buildDictionaries(): DictionaryEntry[] {
  return Object.entries(DICTIONARIES).flatMap(([parentCode, items]) =>
    items.map(([code, name], i) => ({ parentCode, code, name, sort: i + 1 })),
  );
}
