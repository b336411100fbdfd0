import type { SurveyAnswers, SurveyItem } from '@portal/shared/contracts';
import { TEXT_SECONDARY, useCompactLayout } from '@portal/shared/ui';
import { Alert, Button, Checkbox, Input, Radio } from 'antd';
import { useId, useState, type FormEvent } from 'react';

import { OPTION_ROWS, optionRow, primaryTouch } from '@portal/shared/ui/touch';
import { answersToSend, firstProblem } from './survey-validation';

const TYPE_NAMES = {
  SINGLE: '单选',
  MULTIPLE: '多选',
  RATING: '评分',
  TEXT: '填空',
} as const;

function ItemInput({
  item,
  value,
  onChange,
  disabled,
  labelId,
}: {
  item: SurveyItem;
  value: SurveyAnswers[string] | undefined;
  onChange: (value: SurveyAnswers[string]) => void;
  disabled: boolean;
  labelId: string;
}) {
  const compact = useCompactLayout();
  const chosen = (k: number) =>
    Array.isArray(value) ? value.includes(k) : false;
  // On a touch screen each choice is a full-width row to tap.
  const options = (item.options ?? []).map((label, k) => ({
    label,
    value: k,
    ...(compact ? { style: optionRow(chosen(k)) } : {}),
  }));
  const rows = compact ? { style: OPTION_ROWS } : {};
  switch (item.type) {
    case 'SINGLE':
      return (
        <Radio.Group
          aria-labelledby={labelId}
          disabled={disabled}
          options={options}
          {...rows}
          value={Array.isArray(value) ? value[0] : undefined}
          onChange={(e) => onChange([e.target.value as number])}
        />
      );
    case 'MULTIPLE':
      return (
        <Checkbox.Group
          aria-labelledby={labelId}
          disabled={disabled}
          options={options}
          {...rows}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v)}
        />
      );
    case 'RATING':
      return (
        <Radio.Group
          aria-labelledby={labelId}
          disabled={disabled}
          optionType="button"
          options={Array.from({ length: item.max ?? 5 }, (_, k) => ({
            label: `${k + 1}分`,
            value: k + 1,
          }))}
          value={typeof value === 'number' ? value : undefined}
          onChange={(e) => onChange(e.target.value as number)}
        />
      );
    case 'TEXT':
      return (
        <Input.TextArea
          aria-labelledby={labelId}
          disabled={disabled}
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/**
 * The questions of a survey: answerable (with the required check before
 * sending) or read-only (`onSubmit` absent) showing `initial`.
 */
export function SurveyForm({
  items,
  initial = {},
  onSubmit,
}: {
  items: readonly SurveyItem[];
  initial?: SurveyAnswers;
  onSubmit?: (answers: SurveyAnswers) => Promise<void>;
}) {
  const baseId = useId();
  const [answers, setAnswers] = useState<SurveyAnswers>(initial);
  const [error, setError] = useState<{
    itemId?: string;
    message: string;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = !onSubmit;
  const compact = useCompactLayout();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onSubmit) return;
    const missing = firstProblem(items, answers);
    if (missing) {
      setError(missing);
      document.getElementById(`${baseId}-${missing.itemId}`)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(answersToSend(items, answers));
    } catch (e) {
      setError({ message: e instanceof Error ? e.message : '提交失败' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="问卷">
      <ol style={{ paddingLeft: 20 }}>
        {items.map((item) => {
          const labelId = `${baseId}-${item.id}-label`;
          const invalid = error?.itemId === item.id;
          return (
            <li key={item.id} style={{ marginBottom: 16 }}>
              <fieldset
                id={`${baseId}-${item.id}`}
                tabIndex={-1}
                aria-invalid={invalid || undefined}
                style={{
                  border: invalid ? '1px solid #ff4d4f' : 'none',
                  padding: invalid ? 8 : 0,
                  margin: 0,
                  // A fieldset is as wide as its widest content by default.
                  minWidth: 0,
                }}
              >
                <legend id={labelId} style={{ fontSize: 15, marginBottom: 8 }}>
                  {item.label}
                  <span style={{ color: TEXT_SECONDARY }}>
                    （{TYPE_NAMES[item.type]}
                    {item.required ? '，必答' : ''}）
                  </span>
                  {item.required && (
                    <span aria-hidden style={{ color: '#ff4d4f' }}>
                      {' '}
                      *
                    </span>
                  )}
                </legend>
                <ItemInput
                  item={item}
                  labelId={labelId}
                  disabled={readOnly}
                  value={answers[item.id]}
                  onChange={(value) =>
                    setAnswers((a) => ({ ...a, [item.id]: value }))
                  }
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error.message}
          data-testid="survey-error"
          style={{ marginBottom: 12 }}
        />
      )}
      {!readOnly && (
        <Button
          type="primary"
          htmlType="submit"
          loading={busy}
          block={compact}
          style={primaryTouch(compact)}
        >
          提交问卷
        </Button>
      )}
    </form>
  );
}
