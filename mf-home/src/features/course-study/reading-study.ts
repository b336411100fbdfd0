/**
 * An image-text course's study recording: a study recorder
 * (study-recorder.ts) driven by a reading clock that runs only while the
 * page is visible. A refused end is not asked again until the course is
 * reopened; a plagFlag answer stops the clock and shows its message.
 */
import type { StudyStatus } from '@portal/shared/contracts';

import {
  createStudyRecorder,
  type StudyRecorder,
  type StudyRecorderOptions,
} from './study-recorder';

interface ReadingClock {
  start(): void;
  stop(): void;
  /** Seconds read so far (the saved ones included). */
  seconds(): number;
  readonly running: boolean;
}

/** Counts time only between start() and stop(). */
export function createReadingClock(
  initialSeconds = 0,
  now: () => number = Date.now,
): ReadingClock {
  let total = Math.max(0, initialSeconds) * 1000;
  let since: number | null = null;
  return {
    get running() {
      return since !== null;
    },
    start() {
      since ??= now();
    },
    stop() {
      if (since === null) return;
      total += now() - since;
      since = null;
    },
    seconds() {
      const open = since === null ? 0 : now() - since;
      return Math.floor((total + open) / 1000);
    },
  };
}

interface ReadingStudyOptions extends Omit<
  StudyRecorderOptions,
  'position' | 'onPlag'
> {
  /** Seconds already recorded (detail.studyTimes). */
  studyTimes: number;
  studyStatus: StudyStatus;
  /** Reading seconds that complete the course (detail.videoSeconds). */
  requiredSeconds: number;
  /** Called every second with the seconds read. */
  onTick?: (seconds: number) => void;
  /** A plagFlag answer: the message. */
  onPlag?: (message: string) => void;
  doc?: Document;
}

interface ReadingStudy {
  recorder: StudyRecorder;
  clock: ReadingClock;
  detach(): void;
}

/**
 * An image-text course is read while its page is visible: study/start when
 * it opens, reports every minute and whenever the page is hidden or left,
 * study/v2/end once the required seconds are read.
 */
export function attachReadingStudy(options: ReadingStudyOptions): ReadingStudy {
  const doc = options.doc ?? document;
  const clock = createReadingClock(options.studyTimes);
  let completed = options.studyStatus === '2';
  let ending = false;
  /** The end was refused (e.g. a daily cap): not retried until reopened. */
  let refused = false;
  const recorder = createStudyRecorder({
    ...options,
    position: () => clock.seconds(),
    onPlag: (message) => {
      clock.stop();
      void recorder.pause();
      options.onPlag?.(message);
    },
  });

  const visible = () => doc.visibilityState !== 'hidden';
  const begin = () => {
    clock.start();
    recorder.resume();
  };
  const onVisibility = () => {
    if (visible()) {
      begin();
    } else {
      clock.stop();
      void recorder.pause();
    }
  };
  const onPagehide = () => {
    clock.stop();
    recorder.leave();
  };
  const tick = setInterval(() => {
    const read = clock.seconds();
    options.onTick?.(read);
    if (!completed && !ending && !refused && read >= options.requiredSeconds) {
      ending = true;
      void recorder.complete().then((result) => {
        ending = false;
        if (result) completed = true;
        else refused = true;
      });
    }
  }, 1000);

  doc.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPagehide);
  if (visible()) begin();

  return {
    recorder,
    clock,
    detach() {
      clearInterval(tick);
      doc.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPagehide);
      clock.stop();
      recorder.dispose();
    },
  };
}
