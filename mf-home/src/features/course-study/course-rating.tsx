import { Button, Rate, Typography } from 'antd';
import { useId, useState } from 'react';

import type { RatingSummary } from '@portal/shared/contracts';

import { PRIMARY_TOUCH, useCompactLayout } from '../../lib/compact-layout';
import { RATING_DIMENSIONS, saveRating } from './course-study.api';

const TOOLTIPS = ['2分', '4分', '6分', '8分', '10分'];

function DimensionRate({
  label,
  value,
  average,
  onChange,
}: {
  label: string;
  value: number;
  average: number | undefined;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const compact = useCompactLayout();
  return (
    <div
      role="group"
      aria-labelledby={id}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        flexWrap: 'wrap',
      }}
    >
      <span id={id} style={{ minWidth: 96 }}>
        {label}
      </span>
      {/* Half stars: 0..5 stars are 0..10 points. */}
      <Rate
        aria-labelledby={id}
        allowHalf
        tooltips={TOOLTIPS}
        value={value / 2}
        // Stars a finger can hit: 28 px instead of 20.
        style={compact ? { fontSize: 28 } : undefined}
        onChange={(stars) => onChange(Math.round(stars * 2))}
      />
      <Typography.Text type="secondary">
        {value} 分{average !== undefined && `（平均 ${average.toFixed(1)} 分）`}
      </Typography.Text>
    </div>
  );
}

export function CourseRating({
  courseId,
  summary,
  onSaved,
}: {
  courseId: string;
  summary: RatingSummary | undefined;
  onSaved: (summary: RatingSummary) => void;
}) {
  const headingId = useId();
  const [ratings, setRatings] = useState<number[]>(() =>
    RATING_DIMENSIONS.map(() => 0),
  );
  const [busy, setBusy] = useState(false);
  const compact = useCompactLayout();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(
    null,
  );

  const submit = async () => {
    setBusy(true);
    setResult(null);
    try {
      onSaved(await saveRating(courseId, ratings));
      setResult({ ok: true, text: '评价成功，感谢您的反馈' });
    } catch (error) {
      setResult({
        ok: false,
        text: error instanceof Error ? error.message : '评价失败',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} style={{ fontSize: 18 }}>
        课程评价
      </h2>
      <Typography.Paragraph type="secondary">
        {summary && summary.num > 0
          ? `已有 ${summary.num} 人评价。`
          : '暂无评价。'}
        每项 0–10 分，半颗星为 1 分。
      </Typography.Paragraph>
      <div style={{ display: 'grid', gap: 8 }}>
        {RATING_DIMENSIONS.map((label, index) => (
          <DimensionRate
            key={label}
            label={label}
            value={ratings[index] ?? 0}
            average={summary?.average[index]}
            onChange={(value) =>
              setRatings((current) =>
                current.map((item, i) => (i === index ? value : item)),
              )
            }
          />
        ))}
      </div>
      <Button
        type="primary"
        style={{ marginTop: 12, ...(compact ? PRIMARY_TOUCH : undefined) }}
        loading={busy}
        disabled={ratings.every((value) => value === 0)}
        onClick={() => void submit()}
      >
        提交评价
      </Button>
      <div role="status" style={{ marginTop: 8 }}>
        {result && (
          <Typography.Text type={result.ok ? 'success' : 'danger'}>
            {result.text}
          </Typography.Text>
        )}
      </div>
    </section>
  );
}
