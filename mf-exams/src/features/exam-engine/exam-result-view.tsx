import { EXAM_VERDICTS, type ExamResult } from '@portal/shared/contracts';
import {
  PortalLink,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Alert, Button, Result, Space, Tag, Typography } from 'antd';

import { primaryTouch, touchLink } from '@portal/shared/ui/touch';

import { answerText, TYPE_LABELS } from './question-card';

/** The result of a submitted attempt and, when the policy allows, its review. */
export function ExamResultView({
  result,
  onRetry,
  backHref,
  backLabel,
}: {
  result: ExamResult;
  onRetry?: () => void;
  backHref?: string;
  backLabel?: string;
}) {
  const mock = result.paper.mode === 'MOCK';
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  const title = mock
    ? `练习完成，答对${result.correctCount}题（共${result.questionCount}题）`
    : `${result.passed ? EXAM_VERDICTS.passed : EXAM_VERDICTS.failed}：得分 ${result.score} / ${result.totalScore}`;
  return (
    <section aria-labelledby="exam-result-title" data-testid="exam-result">
      <Result
        status={mock || result.passed ? 'success' : 'warning'}
        // antd's 48 px × 32 px padding leaves a phone too little width.
        {...(narrow ? { style: { padding: '24px 0' } } : {})}
        title={
          <h2 id="exam-result-title" style={{ fontSize: 20, margin: 0 }}>
            {title}
          </h2>
        }
        subTitle={
          <Space orientation="vertical" size={4}>
            <span>
              第{result.attemptNo}次作答 · 合格分 {result.passScore} · 答对
              {result.correctCount}题，答错{result.wrongCount}题
            </span>
            {result.autoSubmitted && (
              <span data-testid="auto-submitted">
                答题时间到，系统已按已保存的答案自动交卷
              </span>
            )}
            {result.paper.kind === 'CLASSROOM' && result.passed && (
              <span data-testid="classroom-credit">
                随堂测试合格，本课程测试已记录为合格
              </span>
            )}
          </Space>
        }
        extra={
          <Space>
            {result.canRetry && onRetry && (
              <Button
                type="primary"
                onClick={onRetry}
                style={primaryTouch(compact)}
              >
                再次作答
              </Button>
            )}
            {backHref && (
              <PortalLink href={backHref} style={touchLink(compact)}>
                {backLabel}
              </PortalLink>
            )}
          </Space>
        }
      />
      {result.review.allowed ? (
        <ReviewList result={result} />
      ) : (
        <Alert
          type="info"
          showIcon
          title="答案和解析"
          description={result.review.reason}
          data-testid="review-withheld"
        />
      )}
    </section>
  );
}

function ReviewList({ result }: { result: ExamResult }) {
  if (!result.review.allowed) return null;
  return (
    <section aria-labelledby="exam-review-title">
      <Typography.Title
        level={3}
        id="exam-review-title"
        style={{ fontSize: 18 }}
      >
        答案和解析
      </Typography.Title>
      <ol style={{ paddingLeft: 20 }} data-testid="exam-review">
        {result.review.questions.map((q) => (
          <li key={q.id} style={{ marginBottom: 16 }}>
            <div>
              {q.stem} <Tag>{TYPE_LABELS[q.type]}</Tag>
              <Tag color={q.correct ? 'green' : 'red'}>
                {q.correct ? '正确' : q.points > 0 ? '部分正确' : '错误'}
              </Tag>
              （得{q.points}分 / {q.score}分）
            </div>
            {q.options.length > 0 && q.type !== 'JUDGE' && (
              <ul
                style={{ listStyle: 'none', paddingLeft: 0, margin: '4px 0' }}
              >
                {q.options.map((o) => (
                  <li key={o.key}>
                    {o.key}. {o.text}
                  </li>
                ))}
              </ul>
            )}
            <div>您的答案：{answerText(q, q.given)}</div>
            <div>正确答案：{answerText(q, q.correctAnswer)}</div>
            {q.explanation && (
              <Typography.Text type="secondary">
                解析：{q.explanation}
              </Typography.Text>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
