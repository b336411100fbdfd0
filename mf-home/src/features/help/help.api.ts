import { post, postPage } from '@portal/shared/api';
import type { Page } from '@portal/shared/contracts';

type FeedbackType = 'USAGE' | 'COURSE' | 'HOURS' | 'SUGGESTION' | 'OTHER';

export const FEEDBACK_TYPES: { value: FeedbackType; label: string }[] = [
  { value: 'USAGE', label: '使用问题' },
  { value: 'COURSE', label: '课程内容' },
  { value: 'HOURS', label: '学时认定' },
  { value: 'SUGGESTION', label: '意见建议' },
  { value: 'OTHER', label: '其他' },
];

export interface Feedback {
  id: string;
  content: string;
  createdAt: string;
  type: FeedbackType;
  typeName: string;
  phone: string;
  status: 'PENDING' | 'REPLIED';
  statusName: string;
  reply: string;
  replyAt: string;
}

export interface FeedbackForm {
  type: FeedbackType;
  content: string;
  phone?: string;
}

/** POST /api/portal/suggest/createSuggest */
export function createFeedback(form: FeedbackForm): Promise<Feedback> {
  return post<Feedback>(
    'portal/suggest/createSuggest',
    {
      type: form.type,
      content: form.content.trim(),
      phone: form.phone?.trim() ?? '',
    },
    // The form shows the server's refusal beside the fields.
    { silent: true },
  );
}

/** POST /api/portal/suggest/queryMySuggest */
export function fetchMyFeedback(query: {
  pagesize: number;
  pagenum: number;
}): Promise<Page<Feedback>> {
  return postPage<Feedback>('portal/suggest/queryMySuggest', query);
}
