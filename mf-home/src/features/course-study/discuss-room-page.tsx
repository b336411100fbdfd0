import { commentError, DISCUSS_MAX_CHARS } from '@portal/shared/contracts';
import { formatDate } from '@portal/shared/format';
import type { RemoteData } from '@portal/shared/hooks';
import type { Discussion, Page } from '@portal/shared/contracts';
import { PagedView } from '@portal/shared/ui/paged-view';
import { BORDER_SUBTLE, TEXT_SECONDARY } from '@portal/shared/ui';
import { Alert, Button, Card, Input, Typography } from 'antd';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import {
  PRIMARY_TOUCH,
  useCardStyles,
  useCompactLayout,
} from '../../lib/compact-layout';
import { fetchCourseDetail } from '../../lib/course-detail.api';
import { coursePath } from '../../lib/course-links';
import { createDiscussion, fetchDiscussions } from './course-study.api';

const DISCUSS_PAGE_SIZE = 10;

type PageState = RemoteData<Page<Discussion>>;

function CommentForm({
  courseId,
  onPosted,
}: {
  courseId: string;
  onPosted: () => void;
}) {
  const fieldId = useId();
  const errorId = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const compact = useCompactLayout();

  const submit = async () => {
    const text = content.trim();
    const problem = commentError(text);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await createDiscussion(courseId, text);
      setContent('');
      onPosted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '发表失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <label htmlFor={fieldId} style={{ display: 'block', marginBottom: 8 }}>
        评论内容
      </label>
      <Input.TextArea
        id={fieldId}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError('');
        }}
        maxLength={DISCUSS_MAX_CHARS}
        showCount
        rows={4}
        placeholder="说说您的学习体会（最多 300 字）"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
      />
      <div id={errorId} role="alert" style={{ minHeight: 22, marginTop: 4 }}>
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
      </div>
      <Button
        type="primary"
        htmlType="submit"
        loading={busy}
        style={compact ? PRIMARY_TOUCH : undefined}
      >
        发表评论
      </Button>
    </form>
  );
}

export function DiscussRoomPage() {
  const [params] = useSearchParams();
  const courseId = params.get('id')?.trim() ?? '';
  const cardStyles = useCardStyles();
  const [current, setCurrent] = useState(1);
  const [version, setVersion] = useState(0);
  const [page, setPage] = useState<PageState>({ status: 'loading' });
  const [course, setCourse] = useState<{
    name: string;
    href: string;
  } | null>(null);

  useEffect(() => {
    if (!courseId) return;
    let live = true;
    fetchCourseDetail(courseId).then(
      (detail) => {
        if (live) setCourse({ name: detail.name, href: coursePath(detail) });
      },
      () => {
        // The discussion still works without the course's name.
      },
    );
    return () => {
      live = false;
    };
  }, [courseId]);

  useEffect(() => {
    if (!courseId) return;
    let live = true;
    fetchDiscussions({
      courseId,
      pagesize: DISCUSS_PAGE_SIZE,
      pagenum: current - 1,
    }).then(
      (data) => {
        if (live) setPage({ status: 'ready', data });
      },
      (error: unknown) => {
        if (live)
          setPage({
            status: 'error',
            message: error instanceof Error ? error.message : '系统异常',
          });
      },
    );
    return () => {
      live = false;
    };
  }, [courseId, current, version]);

  const onPosted = useCallback(() => {
    // Newest first: a new comment is on the first page.
    setCurrent(1);
    setVersion((value) => value + 1);
  }, []);

  if (!courseId) {
    return <Alert type="error" showIcon title="课程不存在" />;
  }
  return (
    <div data-testid="discuss-room-page">
      <nav aria-label="面包屑" style={{ marginBottom: 8 }}>
        <Link to="/commendIndex">课程推荐</Link>
        <span aria-hidden="true"> / </span>
        {course ? (
          <Link to={course.href}>{course.name}</Link>
        ) : (
          <span>课程</span>
        )}
      </nav>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        课程讨论{course ? `：${course.name}` : ''}
      </Typography.Title>
      <Card style={{ marginBottom: 16 }} styles={cardStyles}>
        <CommentForm courseId={courseId} onPosted={onPosted} />
      </Card>
      <Card
        title={<h2 style={{ margin: 0, fontSize: 18 }}>全部评论</h2>}
        styles={cardStyles}
      >
        <PagedView
          page={page}
          current={current}
          pageSize={DISCUSS_PAGE_SIZE}
          onChange={setCurrent}
          empty="暂无评论"
        >
          {(items) => (
            <ul
              aria-label="评论列表"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {items.map((item) => (
                <li
                  key={item.id}
                  style={{
                    padding: '12px 0',
                    borderBottom: `1px solid ${BORDER_SUBTLE}`,
                  }}
                >
                  <div
                    style={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: 12,
                    }}
                  >
                    <Typography.Text strong>{item.userName}</Typography.Text>
                    <time
                      dateTime={item.createdAt}
                      style={{ color: TEXT_SECONDARY }}
                    >
                      {formatDate(item.createdAt, 'YYYY-MM-DD HH:mm')}
                    </time>
                  </div>
                  {/* Text only: a comment is never rendered as HTML. */}
                  <p
                    data-testid="comment-content"
                    style={{ margin: '6px 0 0', whiteSpace: 'pre-wrap' }}
                  >
                    {item.content}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </PagedView>
      </Card>
    </div>
  );
}
