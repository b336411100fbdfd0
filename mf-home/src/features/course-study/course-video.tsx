import { PauseOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';

import type {
  CourseDetail,
  StudyStatus,
  StudyEndResult,
} from '@portal/shared/contracts';

import { PRIMARY_TOUCH, useCompactLayout } from '../../lib/compact-layout';
import { StudyNotice, useNotice } from './study-notice';
import { attachVideoStudy } from './video-study';

export const SWITCH_BLOCKED_MESSAGE = '当前视频正在播放，不能切换！';

interface CourseVideoProps {
  course: CourseDetail;
  userId: string;
  /** False while the page shows a visitor's detail: nothing is recorded. */
  record?: boolean;
  onStatus?: (status: StudyStatus) => void;
  onCompleted?: (result: StudyEndResult) => void;
}

/**
 * The course video and its study recording (attachVideoStudy). While it
 * plays, links to other pages of this app are refused.
 */
export function CourseVideo({
  course,
  userId,
  record = true,
  onStatus,
  onCompleted,
}: CourseVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // The lesson is set once the player is mounted: the server's HTML has
  // the poster only, since a lesson started before the portal has taken
  // the page over would stop when his page is drawn again.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [playing, setPlaying] = useState(false);
  const { notice, show, clear } = useNotice();
  const compact = useCompactLayout();

  // The latest props, read by the recorder's callbacks; the recorder itself
  // lives as long as the course (a detail refresh must not restart it).
  const latest = useRef({ course, onStatus, onCompleted });
  useEffect(() => {
    latest.current = { course, onStatus, onCompleted };
  });

  const courseId = course.id;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !record) return;
    const { studyTimes, studyStatus } = latest.current.course;
    const study = attachVideoStudy({
      video,
      courseId,
      userId,
      studyTimes,
      studyStatus,
      onMessage: show,
      onPlayingChange: setPlaying,
      onStatus: (status) => latest.current.onStatus?.(status),
      onCompleted: (result) => latest.current.onCompleted?.(result),
    });
    return () => study.detach();
  }, [courseId, userId, show, record]);

  // Links (push/replace) are refused; Back is left alone, since undoing a
  // history step would fight single-spa, which reacts to the same popstate.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      playing &&
      historyAction !== 'POP' &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    show(SWITCH_BLOCKED_MESSAGE);
    blocker.reset();
  }, [blocker, show]);

  return (
    <div>
      <StudyNotice notice={notice} onClose={clear} />
      <video
        ref={videoRef}
        data-testid="course-video"
        controls
        playsInline
        preload={mounted ? 'metadata' : 'none'}
        src={mounted ? course.resourcePath : undefined}
        poster={course.courseCover || undefined}
        aria-label={`课程视频：${course.name}`}
        style={{
          width: '100%',
          // The player's size from its first paint (16:9, as the lessons
          // are), not the 300×150 of a video whose size is not known yet.
          aspectRatio: '16 / 9',
          maxHeight: 480,
          background: '#000',
          display: 'block',
        }}
      >
        您的浏览器不支持视频播放。
      </video>
      {compact && (
        // The native controls are small on a phone: a full-width button
        // starts and pauses the lesson.
        <Button
          type={playing ? 'default' : 'primary'}
          block
          icon={
            playing ? (
              <PauseOutlined aria-hidden />
            ) : (
              <PlayCircleOutlined aria-hidden />
            )
          }
          style={{ ...PRIMARY_TOUCH, marginTop: 8, fontSize: 16 }}
          onClick={() => {
            const video = videoRef.current;
            if (!video) return;
            if (playing) video.pause();
            // A refused play() (no source, policy) leaves the button as it is.
            else void Promise.resolve(video.play()).catch(() => undefined);
          }}
        >
          {playing
            ? '暂停学习'
            : course.studyTimes > 0
              ? '继续学习'
              : '开始学习'}
        </Button>
      )}
    </div>
  );
}
