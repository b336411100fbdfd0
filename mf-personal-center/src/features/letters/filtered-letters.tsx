import { LETTER_TYPE_NAMES, type LetterType } from '@portal/shared/contracts';
import { useNarrowLayout } from '@portal/shared/ui';
import { Segmented, Select } from 'antd';
import { useState } from 'react';

import { LettersList } from './letters-list';

type LetterFilter = 'ALL' | LetterType;

const FILTERS: { label: string; value: LetterFilter }[] = [
  { label: '全部', value: 'ALL' },
  ...(Object.keys(LETTER_TYPE_NAMES) as LetterType[]).map((t) => ({
    label: LETTER_TYPE_NAMES[t],
    value: t,
  })),
];

/** The letters of one type (or all), with 全部已读. */
export function FilteredLetters() {
  const [filter, setFilter] = useState<LetterFilter>('ALL');
  // Four segments do not fit beside each other at 320 px: a select does.
  const narrow = useNarrowLayout();
  return (
    <>
      {narrow ? (
        <Select<LetterFilter>
          aria-label="消息类型"
          value={filter}
          onChange={setFilter}
          options={FILTERS}
          style={{ width: '100%', marginBottom: 12 }}
        />
      ) : (
        <Segmented<LetterFilter>
          aria-label="消息类型"
          value={filter}
          onChange={setFilter}
          options={FILTERS}
          style={{ marginBottom: 12 }}
        />
      )}
      <LettersList
        key={filter}
        readAll
        {...(filter === 'ALL' ? {} : { type: filter })}
      />
    </>
  );
}
