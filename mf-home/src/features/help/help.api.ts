import { post, postPage } from '@portal/shared/api';
import {
  FEEDBACK_TYPE_LABELS,
  type Feedback,
  type FeedbackType,
  type Page,
} from '@portal/shared/contracts';

/** The form's choices, in the contract's order. */
export const FEEDBACK_TYPES: { value: FeedbackType; label: string }[] = (
  Object.keys(FEEDBACK_TYPE_LABELS) as FeedbackType[]
).map((value) => ({ value, label: FEEDBACK_TYPE_LABELS[value] }));

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
