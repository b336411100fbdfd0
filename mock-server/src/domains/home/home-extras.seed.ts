/** The seeded feedback: one answered suggestion per tenant. */
import { TENANT_IDS } from '../../platform/tenancy';
import type { SuggestionRecord } from './home.records';

/** One answered feedback of `learner` in every tenant (我的反馈 shows a reply). */
export function buildSuggestions(): SuggestionRecord[] {
  return TENANT_IDS.map((tenantId, i) => ({
    id: String(i + 1),
    username: 'learner',
    tenantId,
    content: '视频课程播放到一半偶尔会卡顿，学时会不会受影响？',
    createdAt: '2026-03-02 09:15:00',
    type: 'HOURS',
    status: 'REPLIED',
    reply:
      '学习进度每分钟及暂停、离开页面时都会保存，网络中断时会在恢复后自动补传，不影响学时认定。',
    replyAt: '2026-03-03 10:00:00',
  }));
}
