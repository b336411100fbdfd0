/**
 * Surveys: 问卷调查 list (/previewList, optionally `?id=<tbtpId>` for one
 * class), answering one (/preview?id=) and a course/teacher evaluation
 * (/evaluationPreview?id=: answering it, or a read-only preview of what was
 * answered). One submission per learner; anonymous answers are not kept
 * with the learner's name, so they cannot be shown back.
 */
import {
  SURVEY_STATE_MESSAGES,
  type Survey,
  type SurveyKind,
  type SurveySummary,
} from '@portal/shared/contracts';
import { usePagedList, useRemoteData } from '@portal/shared/hooks';
import {
  AsyncView,
  BORDER_SUBTLE,
  EmptyState,
  PortalLink,
  TEXT_SECONDARY,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import {
  Alert,
  Card,
  Descriptions,
  Progress,
  Segmented,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PagedView } from '@portal/shared/ui/paged-view';

import {
  fetchMyAnswers,
  fetchSurvey,
  fetchSurveyResults,
  fetchSurveys,
  submitSurvey,
} from './surveys.api';
import { cardBody, touchLink } from '@portal/shared/ui/touch';
import { SurveyForm } from './survey-form';
import { SURVEY_STATES } from './survey-validation';

const KIND_NAMES: Record<SurveyKind, string> = {
  SURVEY: '问卷',
  EVALUATION: '评估',
};

function surveyPath(s: Pick<SurveySummary, 'id' | 'kind'>): string {
  const page = s.kind === 'EVALUATION' ? '/evaluationPreview' : '/preview';
  return `${page}?id=${encodeURIComponent(s.id)}`;
}

function actionText(s: SurveySummary): string {
  if (s.state !== 'OPEN') return '查看';
  return s.kind === 'EVALUATION' ? '去评估' : '去填写';
}

export function SurveyListPage() {
  const [params] = useSearchParams();
  const tbtpId = params.get('id')?.trim() || undefined;
  const [kind, setKind] = useState<SurveyKind | 'ALL'>('ALL');
  const load = useCallback(
    (q: { pagesize: number; pagenum: number }) =>
      fetchSurveys({
        ...q,
        ...(tbtpId ? { tbtpId } : {}),
        ...(kind === 'ALL' ? {} : { kind }),
      }),
    [tbtpId, kind],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  return (
    <Card styles={cardBody(narrow)}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        问卷调查
      </Typography.Title>
      <Segmented
        aria-label="问卷类型"
        value={kind}
        onChange={(v) => {
          setKind(v as SurveyKind | 'ALL');
          setCurrent(1);
        }}
        options={[
          { label: '全部', value: 'ALL' },
          { label: '问卷调查', value: 'SURVEY' },
          { label: '评估问卷', value: 'EVALUATION' },
        ]}
        {...(compact ? { size: 'large' as const } : {})}
        style={{ marginBottom: 16, maxWidth: '100%' }}
      />
      <PagedView
        page={page}
        current={current}
        onChange={setCurrent}
        empty="暂无问卷"
        align="start"
      >
        {(surveys) => (
          <ul aria-label="问卷列表" style={{ listStyle: 'none', padding: 0 }}>
            {surveys.map((s) => {
              const state = SURVEY_STATES[s.state];
              return (
                <li
                  key={s.id}
                  style={{
                    padding: '12px 0',
                    borderBottom: `1px solid ${BORDER_SUBTLE}`,
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 12,
                    alignItems: 'center',
                  }}
                >
                  <div style={{ flex: 1, minWidth: 'min(240px, 100%)' }}>
                    <h2 style={{ fontSize: 16, margin: 0 }}>
                      <Tag>{KIND_NAMES[s.kind]}</Tag>
                      {s.title} <Tag color={state.color}>{state.text}</Tag>
                    </h2>
                    <div style={{ color: TEXT_SECONDARY, marginTop: 4 }}>
                      {s.target ? `${s.target} · ` : ''}
                      {s.tbtpName ? `${s.tbtpName} · ` : ''}
                      {s.openAt.slice(0, 10)} 至 {s.closeAt.slice(0, 10)}
                      {s.anonymous ? ' · 匿名' : ''}
                    </div>
                  </div>
                  <PortalLink
                    href={surveyPath(s)}
                    aria-label={`${actionText(s)}：${s.title}`}
                    style={touchLink(compact)}
                  >
                    {actionText(s)}
                  </PortalLink>
                </li>
              );
            })}
          </ul>
        )}
      </PagedView>
    </Card>
  );
}

function Results({ id }: { id: string }) {
  const load = useCallback(() => fetchSurveyResults(id), [id]);
  const data = useRemoteData(load);
  if (data.status === 'loading') return <Skeleton active />;
  if (data.status === 'error')
    return <Alert type="info" showIcon title={data.message} />;
  const r = data.data;
  return (
    <section aria-labelledby="survey-results" data-testid="survey-results">
      <h2 id="survey-results" style={{ fontSize: 18 }}>
        统计结果（共 {r.responseCount} 份）
      </h2>
      {r.items.map((item, index) => (
        <div key={item.id} style={{ marginBottom: 12 }}>
          <h3 style={{ fontSize: 15, margin: '0 0 4px' }}>
            {index + 1}. {item.label}
          </h3>
          {item.type === 'RATING' && (
            <p style={{ margin: 0 }}>平均 {item.average ?? '—'} 分</p>
          )}
          {item.type === 'TEXT' && (
            <p style={{ margin: 0 }}>{item.count} 条文字回答</p>
          )}
          {item.counts?.map((c) => (
            <div key={c.option} style={{ maxWidth: 480, minWidth: 0 }}>
              {c.option}（{c.count}）
              <Progress
                percent={
                  r.responseCount === 0
                    ? 0
                    : Math.round((c.count / r.responseCount) * 100)
                }
                size="small"
                aria-label={`${item.label}：${c.option}`}
              />
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

function MyAnswers({ survey }: { survey: Survey }) {
  const load = useCallback(() => fetchMyAnswers(survey.id), [survey.id]);
  const data = useRemoteData(load);
  return (
    <AsyncView data={data}>
      {(mine) =>
        mine ? (
          <section aria-labelledby="my-answers" data-testid="my-answers">
            <h2 id="my-answers" style={{ fontSize: 18 }}>
              我的答卷（{mine.submittedAt}）
            </h2>
            <SurveyForm items={survey.items} initial={mine.answers} />
          </section>
        ) : (
          <p style={{ color: TEXT_SECONDARY }}>
            本问卷为匿名问卷，答卷不与您的账号关联，无法查看您的答案。
          </p>
        )
      }
    </AsyncView>
  );
}

function SurveyBody({ id, kind }: { id: string; kind: SurveyKind }) {
  const load = useCallback(() => fetchSurvey(id), [id]);
  const data = useRemoteData(load);
  return (
    <AsyncView data={data}>
      {(loaded) => <SurveyView loaded={loaded} kind={kind} />}
    </AsyncView>
  );
}

function SurveyView({ loaded, kind }: { loaded: Survey; kind: SurveyKind }) {
  const [survey, setSurvey] = useState<Survey | null>(null);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const s = survey ?? loaded;
  if (s.kind !== kind) {
    return (
      <Alert
        type="info"
        showIcon
        title={`该问卷是${KIND_NAMES[s.kind]}，请在对应页面查看`}
        description={<PortalLink href={surveyPath(s)}>前往</PortalLink>}
      />
    );
  }
  const state = SURVEY_STATES[s.state];
  return (
    <>
      <h2 style={{ fontSize: 18 }}>
        {s.title} <Tag color={state.color}>{state.text}</Tag>
      </h2>
      <Descriptions
        size="small"
        column={1}
        items={[
          ...(s.target
            ? [{ key: 'target', label: '评估对象', children: s.target }]
            : []),
          ...(s.tbtpName
            ? [{ key: 'class', label: '所属班级', children: s.tbtpName }]
            : []),
          {
            key: 'time',
            label: '填写时间',
            children: `${s.openAt.slice(0, 16)} 至 ${s.closeAt.slice(0, 16)}`,
          },
          {
            key: 'note',
            label: '说明',
            children: `${s.description}${s.anonymous ? '（匿名）' : ''}`,
          },
        ]}
      />
      {justSubmitted && (
        <Alert
          type="success"
          showIcon
          title="问卷提交成功，感谢您的参与"
          data-testid="survey-submitted"
          style={{ margin: '12px 0' }}
        />
      )}
      {s.state === 'OPEN' && (
        <SurveyForm
          items={s.items}
          onSubmit={async (answers) => {
            const next = await submitSurvey(s.id, answers);
            setSurvey(next);
            setJustSubmitted(true);
          }}
        />
      )}
      {s.state === 'NOT_STARTED' && (
        <Alert type="info" showIcon title={SURVEY_STATE_MESSAGES.notStarted} />
      )}
      {s.state === 'ENDED' && (
        <>
          <Alert
            type="info"
            showIcon
            title={SURVEY_STATE_MESSAGES.ended}
            style={{ marginBottom: 12 }}
          />
          <SurveyForm items={s.items} />
        </>
      )}
      {s.state === 'SUBMITTED' && (
        <>
          {!justSubmitted && (
            <Alert
              type="info"
              showIcon
              title={`您已于 ${s.submittedAt ?? ''} 提交该问卷，每人只能提交一次`}
              style={{ margin: '12px 0' }}
            />
          )}
          <MyAnswers survey={s} />
          {s.showResults && <Results id={s.id} />}
        </>
      )}
    </>
  );
}

function SurveyPageFrame({ title, kind }: { title: string; kind: SurveyKind }) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const narrow = useNarrowLayout();
  return (
    <Card styles={cardBody(narrow)}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {title}
      </Typography.Title>
      <p>
        <PortalLink href="/previewList">返回问卷列表</PortalLink>
      </p>
      {id ? (
        <SurveyBody key={id} id={id} kind={kind} />
      ) : (
        <EmptyState text="缺少问卷参数" />
      )}
    </Card>
  );
}

export function SurveyPage() {
  return <SurveyPageFrame title="问卷调查" kind="SURVEY" />;
}

export function EvaluationPreviewPage() {
  return <SurveyPageFrame title="评估问卷" kind="EVALUATION" />;
}
