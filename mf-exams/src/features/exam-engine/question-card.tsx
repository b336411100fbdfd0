import type { CheckAnswer, ExamQuestion } from '@portal/shared/contracts';
import {
  BORDER_SUBTLE,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Alert, Button, Checkbox, Input, Radio, Space, Tag } from 'antd';
import { type ReactNode, useId } from 'react';

import { OPTION_ROWS, optionRow } from '@portal/shared/ui/touch';

export const TYPE_LABELS: Record<ExamQuestion['type'], string> = {
  SINGLE: '单选题',
  MULTI: '多选题',
  JUDGE: '判断题',
  FILL: '填空题',
};

/** How a key reads: option letters, 正确/错误, or the blanks' texts. */
export function answerText(question: ExamQuestion, keys: string[]): string {
  if (keys.length === 0) return '未作答';
  if (question.type === 'FILL') {
    return keys.map((k) => k.split('|')[0]).join('；');
  }
  if (question.type === 'JUDGE') {
    return keys
      .map((k) => question.options.find((o) => o.key === k)?.text ?? k)
      .join('、');
  }
  return [...keys].sort().join('');
}

interface QuestionCardProps {
  question: ExamQuestion;
  index: number;
  value: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  /** Mock papers: ask the server for this question's key. */
  onCheck?: () => void;
  checked?: CheckAnswer | 'loading';
}

/** One question as a fieldset (its legend names the group for screen readers). */
export function QuestionCard({
  question,
  index,
  value,
  onChange,
  disabled,
  onCheck,
  checked,
}: QuestionCardProps) {
  const id = useId();
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  const change = (next: string[]) => onChange?.(next);
  // Desktop: the options stacked as before. Touch screens: each option a
  // full-width row at least 44 px tall, the whole row being the target.
  const stack = (options: ReactNode) =>
    compact ? (
      <div style={OPTION_ROWS}>{options}</div>
    ) : (
      <Space orientation="vertical">{options}</Space>
    );
  const row = (key: string) =>
    compact ? { style: optionRow(value.includes(key)) } : {};
  return (
    <fieldset
      style={{
        border: `1px solid ${BORDER_SUBTLE}`,
        borderRadius: 8,
        padding: narrow ? 12 : '12px 16px',
        margin: 0,
        // A fieldset is as wide as its widest content by default.
        minWidth: 0,
      }}
      data-testid="exam-question"
    >
      <legend style={{ fontWeight: 600, padding: '0 4px' }}>
        {index + 1}. {question.stem} <Tag>{TYPE_LABELS[question.type]}</Tag>
        <span style={{ fontWeight: 400 }}>（{question.score}分）</span>
      </legend>
      {(question.type === 'SINGLE' || question.type === 'JUDGE') && (
        <Radio.Group
          value={value[0]}
          disabled={disabled}
          onChange={(event) => change([String(event.target.value)])}
          style={compact ? { display: 'block' } : undefined}
        >
          {stack(
            question.options.map((option) => (
              <Radio key={option.key} value={option.key} {...row(option.key)}>
                {question.type === 'JUDGE'
                  ? option.text
                  : `${option.key}. ${option.text}`}
              </Radio>
            )),
          )}
        </Radio.Group>
      )}
      {question.type === 'MULTI' && (
        <Checkbox.Group
          value={value}
          disabled={disabled}
          onChange={(next) => change((next as string[]).slice().sort())}
          style={compact ? { display: 'block' } : undefined}
        >
          {stack(
            question.options.map((option) => (
              <Checkbox
                key={option.key}
                value={option.key}
                {...row(option.key)}
              >
                {`${option.key}. ${option.text}`}
              </Checkbox>
            )),
          )}
        </Checkbox.Group>
      )}
      {question.type === 'FILL' && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {Array.from({ length: question.blanks }, (_, blank) => (
            <Input
              key={blank}
              id={`${id}-blank-${blank}`}
              aria-label={`第${index + 1}题 第${blank + 1}空`}
              placeholder={`第${blank + 1}空`}
              value={value[blank] ?? ''}
              disabled={disabled}
              maxLength={200}
              {...(compact ? { size: 'large' as const } : {})}
              onChange={(event) => {
                const next = Array.from(
                  { length: question.blanks },
                  (_, i) => value[i] ?? '',
                );
                next[blank] = event.target.value;
                change(next);
              }}
              style={{ maxWidth: 420 }}
            />
          ))}
        </Space>
      )}
      {onCheck && (
        <div style={{ marginTop: 8 }}>
          <Button
            size="small"
            onClick={onCheck}
            loading={checked === 'loading'}
            disabled={value.length === 0}
          >
            查看解析
          </Button>
        </div>
      )}
      {checked && checked !== 'loading' && (
        <Alert
          style={{ marginTop: 8 }}
          type={checked.correct ? 'success' : 'warning'}
          showIcon
          title={`${checked.correct ? '回答正确' : '回答错误'}，正确答案：${answerText(question, checked.correctAnswer)}`}
          description={checked.explanation || undefined}
        />
      )}
    </fieldset>
  );
}
