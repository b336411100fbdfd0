import type { Page } from '@playwright/test';

import { MOCK_URL } from './env';

/** A question of an exam paper, with its key, as the mock backend stores it. */
export interface PaperQuestion {
  stem: string;
  type: 'SINGLE' | 'MULTI' | 'JUDGE' | 'FILL';
  options: { key: string; text: string }[];
  answer: string[];
}

/** The paper with its key (development hook of the mock backend). */
export async function paperKey(paperId: string): Promise<PaperQuestion[]> {
  const response = await fetch(`${MOCK_URL}/__db/examPapers/${paperId}`);
  const body = (await response.json()) as {
    data: { questions: PaperQuestion[] };
  };
  return body.data.questions;
}

/** Answers every question of the attempt on the page correctly. */
export async function answerAll(page: Page, questions: PaperQuestion[]) {
  for (const q of questions) {
    const card = page.getByTestId('exam-question').filter({ hasText: q.stem });
    const text = (key: string) =>
      q.type === 'JUDGE'
        ? key === 'T'
          ? '正确'
          : '错误'
        : `${key}. ${q.options.find((o) => o.key === key)?.text ?? ''}`;
    if (q.type === 'SINGLE' || q.type === 'JUDGE') {
      await card.getByRole('radio', { name: text(q.answer[0]!) }).check();
    } else if (q.type === 'MULTI') {
      for (const key of q.answer) {
        await card.getByRole('checkbox', { name: text(key) }).check();
      }
    } else {
      const blanks = card.getByRole('textbox');
      for (const [i, answer] of q.answer.entries()) {
        await blanks.nth(i).fill(answer.split('|')[0]!);
      }
    }
  }
}
