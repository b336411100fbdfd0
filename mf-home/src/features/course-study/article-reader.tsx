import { Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';

import type {
  CourseDetail,
  StudyStatus,
  StudyEndResult,
} from '@portal/shared/contracts';

import { useSanitizedHtml } from '../../components/safe-html';
import { attachReadingStudy } from './reading-study';
import { StudyNotice, useNotice } from './study-notice';
import { formatSeconds } from './time-format';

interface ArticleReaderProps {
  course: CourseDetail;
  userId: string;
  /** False while the page shows a visitor's detail: nothing is recorded. */
  record?: boolean;
  onStatus?: (status: StudyStatus) => void;
  onCompleted?: (result: StudyEndResult) => void;
}

/**
 * An image-text course: the sanitised text, and its reading time, counted
 * only while the page is visible and recorded like a video's.
 */
export function ArticleReader({
  course,
  userId,
  record = true,
  onStatus,
  onCompleted,
}: ArticleReaderProps) {
  const [read, setRead] = useState(course.studyTimes || 0);
  const { notice, show, clear } = useNotice();
  // The same sanitising as every other rich text (rich-text/safe-html).
  const html = useSanitizedHtml(course.content ?? '');

  const latest = useRef({ course, onStatus, onCompleted });
  useEffect(() => {
    latest.current = { course, onStatus, onCompleted };
  });

  const courseId = course.id;
  useEffect(() => {
    if (!record) return;
    const { studyTimes, studyStatus, videoSeconds } = latest.current.course;
    const study = attachReadingStudy({
      courseId,
      userId,
      studyTimes: studyTimes || 0,
      studyStatus,
      requiredSeconds: videoSeconds || 0,
      onTick: setRead,
      onMessage: show,
      onPlag: show,
      onStatus: (status) => latest.current.onStatus?.(status),
      onCompleted: (result) => latest.current.onCompleted?.(result),
    });
    return () => study.detach();
  }, [courseId, userId, show, record]);

  const required = course.videoSeconds || 0;
  const percent =
    required > 0 ? Math.min(100, Math.floor((read / required) * 100)) : 100;
  return (
    <div>
      <StudyNotice notice={notice} onClose={clear} />
      <div style={{ marginBottom: 12 }}>
        {/* Read silently: a clock announced every second drowns the text. */}
        <p role="timer" aria-live="off" style={{ margin: 0 }}>
          已阅读 {formatSeconds(read)}，需阅读 {formatSeconds(required)}
          （仅在页面可见时计时）
        </p>
        <Progress
          percent={percent}
          size="small"
          aria-label="阅读进度"
          status={percent >= 100 ? 'success' : 'active'}
        />
      </div>
      <div
        className="course-article"
        data-testid="course-article"
        style={{ lineHeight: 1.8, fontSize: 16, overflowWrap: 'anywhere' }}
        // Sanitised by useSanitizedHtml (DOMPurify) above.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
