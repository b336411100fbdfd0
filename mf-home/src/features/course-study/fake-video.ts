import type { StudyVideo } from './video-study';

/**
 * A stand-in for <video> (jsdom plays nothing): setting currentTime fires
 * `seeking` as a browser would, and play/pause/ended fire their events.
 */
export class FakeVideo extends EventTarget {
  duration = 600;
  readyState = 0;
  seeking = false;
  playbackRate = 1;
  paused = true;
  private time = 0;

  get currentTime(): number {
    return this.time;
  }

  set currentTime(value: number) {
    this.time = value;
    this.dispatchEvent(new Event('seeking'));
  }

  play(): void {
    if (!this.paused) return;
    this.paused = false;
    this.dispatchEvent(new Event('play'));
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }

  /** Metadata has arrived. */
  loadMetadata(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event('loadedmetadata'));
  }

  /** Plays on by `seconds`, as playback does (no seeking). */
  tick(seconds = 1): void {
    this.time = Math.min(this.duration, this.time + seconds);
    this.dispatchEvent(new Event('timeupdate'));
  }

  /** Reaches the end: pause, then ended, as the media spec orders them. */
  end(): void {
    this.time = this.duration;
    this.dispatchEvent(new Event('timeupdate'));
    this.pause();
    this.dispatchEvent(new Event('ended'));
  }

  asVideo(): StudyVideo {
    // The binding uses only what this class has (see StudyVideo).
    return this as unknown as StudyVideo;
  }
}
