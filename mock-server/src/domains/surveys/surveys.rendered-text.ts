/** Texts of the surveys the portal renders: titles, questions, options. */
import type { SurveyItem } from '@portal/shared/contracts';

import { renderedText, type RowOf } from '../../platform/rendered-text';

/** The questions of the surveys, each with its survey's id. */
const questionsOf = (surveys: RowOf<'surveys'>[]) =>
  surveys.flatMap((s) => s.items.map((item) => ({ survey: s.id, item })));

/** The options of a question, by index. */
interface SurveyOption {
  survey: string;
  item: SurveyItem;
  index: number;
}

export const SURVEYS_RENDERED_TEXT = [
  renderedText({
    collection: 'surveys',
    place: 'surveys.title',
    kind: 'plain',
    field: 'title',
    recordId: (s) => s.id,
  }),
  renderedText({
    collection: 'surveys',
    place: 'surveys.description',
    kind: 'plain',
    field: 'description',
    recordId: (s) => s.id,
  }),
  renderedText({
    collection: 'surveys',
    place: 'surveys.items.label',
    kind: 'plain',
    select: questionsOf,
    recordId: (q) => `${q.survey}/${q.item.id}`,
    write: (q, text) => {
      q.item.label = text;
    },
  }),
  renderedText({
    collection: 'surveys',
    place: 'surveys.items.options',
    kind: 'plain',
    select: (surveys) =>
      questionsOf(surveys).flatMap((q) =>
        (q.item.options ?? []).map((_, index): SurveyOption => ({
          ...q,
          index,
        })),
      ),
    recordId: (o) => `${o.survey}/${o.item.id}/${o.index}`,
    write: (o, text) => {
      if (o.item.options) o.item.options[o.index] = text;
    },
  }),
];
