import type { EvaluationResult } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView } from '@portal/shared/ui';
import { Button, Card, Progress, Typography } from 'antd';
import { useCallback, useState } from 'react';

import { detailStyle, itemStyle, listStyle } from '../../components/list-rows';
import { fetchEvaluationResult, fetchEvaluations } from './learning-centre.api';

function EvaluationOutcome({ examId }: { examId: string }) {
  const load = useCallback(() => fetchEvaluationResult(examId), [examId]);
  const result = useRemoteData(load);
  return (
    <AsyncView data={result}>{(r) => <ResultCard result={r} />}</AsyncView>
  );
}

function ResultCard({ result: r }: { result: EvaluationResult }) {
  return (
    <Card
      size="small"
      title={<h3 style={{ margin: 0, fontSize: 15 }}>{r.name}结果</h3>}
      style={{ marginTop: 8, width: '100%' }}
    >
      <p>
        总分 <strong>{r.score}</strong> / {r.totalScore}
      </p>
      <ul style={listStyle} aria-label={`${r.name}各维度得分`}>
        {r.dimensions.map((d) => (
          <li key={d.name} style={{ display: 'flex', gap: 12 }}>
            <span style={{ width: 120 }}>{d.name}</span>
            <Progress
              percent={Math.round((d.score / d.totalScore) * 100)}
              format={() => `${d.score}/${d.totalScore}`}
              style={{ flex: 1, margin: 0 }}
              aria-label={`${d.name}得分`}
            />
          </li>
        ))}
      </ul>
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
        {r.comment}
      </Typography.Paragraph>
    </Card>
  );
}

/** 我的测评: finished evaluations; 查看结果 shows the dimension scores. */
export function EvaluationsTab() {
  const list = useRemoteData(fetchEvaluations);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <AsyncView data={list}>
      {(evaluations) => (
        <section aria-label="我的测评">
          <ul style={listStyle}>
            {evaluations.map((e) => (
              <li key={e.examId} style={itemStyle}>
                <div style={{ flex: 1, minWidth: 'min(240px, 100%)' }}>
                  <h3 style={{ fontSize: 16, margin: 0 }}>{e.name}</h3>
                  <div style={detailStyle}>
                    完成时间 {e.finishedAt} · 得分 {e.score} / {e.totalScore}
                  </div>
                </div>
                <Button
                  aria-expanded={open === e.examId}
                  onClick={() => setOpen(open === e.examId ? null : e.examId)}
                >
                  {open === e.examId ? '收起结果' : '查看结果'}
                </Button>
                {open === e.examId && <EvaluationOutcome examId={e.examId} />}
              </li>
            ))}
          </ul>
        </section>
      )}
    </AsyncView>
  );
}
