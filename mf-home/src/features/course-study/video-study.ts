/**
 * A course video's study recording: a study recorder (study-recorder.ts)
 * driven by a <video>.
 *
 * - Playing resumes the recorder, pausing pauses it, `ended` completes the
 *   course; hiding the page sends a report, leaving it the last one.
 * - The video opens at the saved second; one watched to the end opens at 0
 *   when the course is completed, else one second before the end.
 * - Until the course is completed, seeking more than a second past the
 *   furthest point reached by playing is undone and refused.
 * - A plagFlag answer pauses the video and shows its message.
 */
import type { StudyStatus } from '@portal/shared/contracts';

import {
  createStudyRecorder,
  type StudyRecorder,
  type StudyRecorderOptions,
} from './study-recorder';

export const SEEK_REFUSED_MESSAGE = '首次学习不能快进';

/** The part of HTMLVideoElement the binding uses (a fake one in tests). */
export type StudyVideo = Pick<
  HTMLVideoElement,
  | 'addEventListener'
  | 'removeEventListener'
  | 'currentTime'
  | 'duration'
  | 'readyState'
  | 'seeking'
  | 'playbackRate'
  | 'pause'
  | 'paused'
>;

interface VideoStudyOptions extends Omit<
  StudyRecorderOptions,
  'position' | 'onPlag'
> {
  video: StudyVideo;
  /** The saved position in seconds (detail.studyTimes). */
  studyTimes: number;
  studyStatus: StudyStatus;
  /** Playing started or stopped (for blocking navigation). */
  onPlayingChange?: (playing: boolean) => void;
  /** The document whose visibility is watched (default: document). */
  doc?: Document;
}

export interface VideoStudy {
  recorder: StudyRecorder;
  /** The furthest second reached by playing. */
  maxWatched(): number;
  /** Whether the course is completed (seeking is free). */
  completed(): boolean;
  detach(): void;
}

/** HTMLMediaElement.HAVE_METADATA */
const HAVE_METADATA = 1;

/** How far one timeupdate may move and still count as playing. */
function playStep(video: StudyVideo): number {
  return Math.max(2, 2 * (video.playbackRate || 1));
}

export function attachVideoStudy(options: VideoStudyOptions): VideoStudy {
  const { video } = options;
  const doc = options.doc ?? document;
  const saved = Math.max(0, options.studyTimes || 0);
  let completed = options.studyStatus === '2';
  let maxWatched = saved;
  let resumed = false;
  let playing = false;

  const setPlaying = (value: boolean) => {
    if (playing === value) return;
    playing = value;
    options.onPlayingChange?.(value);
  };

  const recorder = createStudyRecorder({
    ...options,
    position: () => video.currentTime,
    onPlag: (message) => {
      video.pause();
      options.onMessage?.(message);
    },
    onStatus: (status) => {
      if (status === '2') completed = true;
      options.onStatus?.(status);
    },
  });

  function resumePosition() {
    if (resumed) return;
    resumed = true;
    const duration = Number.isFinite(video.duration) ? video.duration : NaN;
    let target = saved;
    if (!Number.isNaN(duration) && target >= duration) {
      // Watched to the end: a completed course starts again, an unfinished
      // one (its end was refused) just before the end.
      target = completed ? 0 : Math.max(0, duration - 1);
    }
    if (target > 0) video.currentTime = target;
  }

  const handlers: Record<string, () => void> = {
    loadedmetadata: resumePosition,
    play: () => {
      setPlaying(true);
      recorder.resume();
    },
    pause: () => {
      setPlaying(false);
      void recorder.pause();
    },
    ended: () => {
      setPlaying(false);
      maxWatched = Math.max(maxWatched, video.currentTime);
      void recorder.complete().then((result) => {
        if (result) completed = true;
      });
    },
    timeupdate: () => {
      if (video.seeking) return;
      const now = video.currentTime;
      if (now > maxWatched && now - maxWatched <= playStep(video)) {
        maxWatched = now;
      }
    },
    seeking: () => {
      if (completed) return;
      if (video.currentTime > maxWatched + 1) {
        video.currentTime = maxWatched;
        options.onMessage?.(SEEK_REFUSED_MESSAGE);
      }
    },
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') void recorder.report();
  };
  const onPagehide = () => recorder.leave();

  for (const [type, handler] of Object.entries(handlers)) {
    video.addEventListener(type, handler);
  }
  doc.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPagehide);
  if (video.readyState >= HAVE_METADATA) resumePosition();
  // Attached to a lesson already playing (pressed before the learner's
  // own detail came in): recorded from now on.
  if (!video.paused) handlers.play?.();

  return {
    recorder,
    maxWatched: () => maxWatched,
    completed: () => completed,
    detach() {
      for (const [type, handler] of Object.entries(handlers)) {
        video.removeEventListener(type, handler);
      }
      doc.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPagehide);
      setPlaying(false);
      recorder.dispose();
    },
  };
}
