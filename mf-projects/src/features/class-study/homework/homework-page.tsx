/**
 * 个人作业 (/projectDetailGrbjzy?id=<tbtpId>): the class's assignments, my
 * submission (text and a file) within the deadline, and the grade.
 */
import {
  type Homework,
  HOMEWORK_MESSAGES,
  homeworkMimeType,
  type HomeworkState,
  validateHomeworkContent,
  validateHomeworkFile,
} from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import {
  AsyncView,
  EmptyState,
  PortalLink,
  TEXT_SECONDARY,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Alert, Button, Card, Input, Tag, Typography } from 'antd';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  fetchHomeworkFile,
  fetchHomeworks,
  submitHomework,
} from './homework.api';
import {
  ACCEPT,
  FILE_RULE_TEXT,
  fileSizeText,
  readAsBase64,
} from './homework-validation';
import { cardBody, primaryTouch } from '@portal/shared/ui/touch';

const STATES: Record<HomeworkState, { text: string; color: string }> = {
  TODO: { text: '待提交', color: 'processing' },
  SUBMITTED: { text: '已提交', color: 'success' },
  GRADED: { text: '已批改', color: 'success' },
  OVERDUE: { text: '已截止', color: 'error' },
};

async function download(homeworkId: string) {
  const file = await fetchHomeworkFile(homeworkId);
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function SubmissionView({ homework }: { homework: Homework }) {
  const s = homework.submission;
  const compact = useCompactLayout();
  if (!s) return null;
  return (
    <div
      data-testid="homework-submission"
      style={{ background: '#fafafa', padding: 12, marginTop: 8 }}
    >
      <h3 style={{ fontSize: 15, margin: '0 0 4px' }}>我的提交</h3>
      <p style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{s.content}</p>
      {s.file && (
        <p style={{ margin: '4px 0' }}>
          附件：{s.file.name}（{fileSizeText(s.file.size)}）{' '}
          <Button
            size={compact ? 'middle' : 'small'}
            type="link"
            onClick={() => void download(homework.id)}
          >
            下载附件
          </Button>
        </p>
      )}
      <p style={{ color: TEXT_SECONDARY, margin: '4px 0' }}>
        提交时间：{s.submittedAt}
      </p>
      {s.score !== null ? (
        <p style={{ margin: '4px 0' }} data-testid="homework-grade">
          成绩：<strong>{s.score}</strong> / {homework.totalScore} 分
          {s.comment ? ` · 评语：${s.comment}` : ''}
        </p>
      ) : (
        <p style={{ margin: '4px 0', color: TEXT_SECONDARY }}>等待老师批改</p>
      )}
    </div>
  );
}

function SubmitForm({
  homework,
  onDone,
}: {
  homework: Homework;
  onDone: (next: Homework) => void;
}) {
  const id = useId();
  const [content, setContent] = useState(homework.submission?.content ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const compact = useCompactLayout();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      validateHomeworkContent(content) ??
      (file ? validateHomeworkFile(file) : null);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const type = file ? homeworkMimeType(file) : null;
      const next = await submitHomework({
        homeworkId: homework.id,
        content: content.trim(),
        ...(file && type
          ? {
              file: { name: file.name, type, base64: await readAsBase64(file) },
            }
          : {}),
      });
      onDone(next);
    } catch (e) {
      setError(e instanceof Error ? e.message : '提交失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={`提交作业：${homework.title}`}
      style={{ marginTop: 12 }}
      noValidate
    >
      <label htmlFor={`${id}-content`} style={{ display: 'block' }}>
        作业内容
      </label>
      <Input.TextArea
        id={`${id}-content`}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        autoSize={{ minRows: 4, maxRows: 12 }}
        maxLength={5000}
        showCount
      />
      <label htmlFor={`${id}-file`} style={{ display: 'block', marginTop: 12 }}>
        附件（选填，{FILE_RULE_TEXT}）
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={ACCEPT}
        // A native file field is about 250 px wide and 21 px tall: on a phone
        // it takes the row (never more) and is a 44 px target.
        style={
          compact
            ? { display: 'block', width: '100%', minHeight: 44 }
            : { maxWidth: '100%' }
        }
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          setFile(chosen);
          setError(chosen ? validateHomeworkFile(chosen) : null);
        }}
      />
      {homework.submission?.file && !file && (
        <p style={{ color: TEXT_SECONDARY, margin: '4px 0' }}>
          不选择新附件时保留已上传的 {homework.submission.file.name}
        </p>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginTop: 12 }}
          data-testid="homework-error"
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        loading={busy}
        block={compact}
        style={{ marginTop: 12, ...primaryTouch(compact) }}
      >
        {homework.submission ? '重新提交' : '提交作业'}
      </Button>
    </form>
  );
}

function HomeworkItem({ initial }: { initial: Homework }) {
  const [homework, setHomework] = useState(initial);
  const [saved, setSaved] = useState(false);
  const state = STATES[homework.state];
  const headingId = useId();
  const canSubmit = homework.state === 'TODO' || homework.state === 'SUBMITTED';
  return (
    <li style={{ listStyle: 'none' }}>
      <Card
        size="small"
        style={{ marginBottom: 16 }}
        aria-labelledby={headingId}
        role="article"
      >
        <h2 id={headingId} style={{ fontSize: 17, margin: 0 }}>
          {homework.title}{' '}
          <Tag color={homework.required ? 'red' : 'default'}>
            {homework.required ? '必做' : '选做'}
          </Tag>
          <Tag color={state.color}>{state.text}</Tag>
        </h2>
        <p style={{ color: TEXT_SECONDARY, margin: '6px 0' }}>
          截止时间：
          <time dateTime={homework.deadline}>{homework.deadline}</time> · 满分{' '}
          {homework.totalScore} 分
        </p>
        <p style={{ whiteSpace: 'pre-wrap' }}>{homework.requirement}</p>
        {saved && <Alert type="success" showIcon title="作业提交成功" />}
        <SubmissionView homework={homework} />
        {homework.state === 'OVERDUE' && (
          <Alert
            type="warning"
            showIcon
            title={HOMEWORK_MESSAGES.late}
            data-testid="homework-late"
          />
        )}
        {canSubmit && (
          <SubmitForm
            homework={homework}
            onDone={(next) => {
              setHomework(next);
              setSaved(true);
            }}
          />
        )}
      </Card>
    </li>
  );
}

export function HomeworkPage() {
  const [params] = useSearchParams();
  const tbtpId = params.get('id')?.trim() ?? '';
  const load = useCallback(
    () => (tbtpId ? fetchHomeworks(tbtpId) : Promise.resolve([])),
    [tbtpId],
  );
  const data = useRemoteData(load);
  const narrow = useNarrowLayout();
  return (
    <Card styles={cardBody(narrow)}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        个人作业
      </Typography.Title>
      {tbtpId && (
        <p>
          <PortalLink href={`/projectDetail?id=${encodeURIComponent(tbtpId)}`}>
            返回班级
          </PortalLink>
          {' · '}
          <PortalLink
            href={`/projectDetailCxda/completionSchedule?id=${encodeURIComponent(tbtpId)}`}
          >
            结业进度
          </PortalLink>
        </p>
      )}
      {!tbtpId && <EmptyState text="缺少专题班参数" />}
      {tbtpId && (
        <AsyncView data={data} empty="暂无作业">
          {(homeworks) => (
            <ul aria-label="班级作业" style={{ padding: 0, margin: 0 }}>
              {homeworks.map((h) => (
                <HomeworkItem key={h.id} initial={h} />
              ))}
            </ul>
          )}
        </AsyncView>
      )}
    </Card>
  );
}
