import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AnswerMap, SaveAnswer } from '@portal/shared/contracts';

import { AnswerSync, type SyncStatus } from './answer-sync';

class Closed extends Error {}

function setup(save: (answers: AnswerMap) => Promise<SaveAnswer>) {
  const statuses: SyncStatus[] = [];
  const onClosed = vi.fn();
  let online = true;
  const sync = new AnswerSync({
    save,
    onStatus: (s) => statuses.push(s),
    onClosed,
    isClosedError: (e) => e instanceof Closed,
    isOnline: () => online,
    debounceMs: 800,
    retryMs: 5000,
  });
  return {
    sync,
    statuses,
    onClosed,
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

const saved = (at: number): SaveAnswer => ({
  savedAt: at,
  serverNow: at,
  deadline: null,
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AnswerSync', () => {
  it('debounces changes into one save of the latest answers', async () => {
    const save = vi.fn(async () => saved(1));
    const { sync, statuses } = setup(save);
    sync.set('q1', ['A']);
    await vi.advanceTimersByTimeAsync(500);
    sync.set('q1', ['B']);
    sync.set('q2', ['x']);
    await vi.advanceTimersByTimeAsync(799);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ q1: ['B'], q2: ['x'] });
    expect(statuses.at(-1)).toEqual({ state: 'saved', savedAt: 1, unsaved: 0 });
    expect(sync.hasUnsaved()).toBe(false);
  });

  it('keeps a newer answer given while a save travels, and sends it next', async () => {
    let release: (value: SaveAnswer) => void = () => {};
    const save = vi
      .fn<(answers: AnswerMap) => Promise<SaveAnswer>>()
      .mockImplementationOnce(
        () =>
          new Promise<SaveAnswer>((resolve) => {
            release = resolve;
          }),
      )
      .mockResolvedValue(saved(2));
    const { sync } = setup(save);
    sync.set('q1', ['A']);
    await vi.advanceTimersByTimeAsync(800);
    sync.set('q1', ['C']);
    release(saved(1));
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ q1: ['C'] });
    expect(sync.current()).toEqual({ state: 'saved', savedAt: 2, unsaved: 0 });
  });

  it('offline: keeps the answers, says so, and retries until a save succeeds', async () => {
    const save = vi
      .fn<(answers: AnswerMap) => Promise<SaveAnswer>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(saved(9));
    const { sync, setOnline } = setup(save);
    setOnline(false);
    sync.set('q1', ['A']);
    await vi.advanceTimersByTimeAsync(800);
    expect(sync.current()).toEqual({
      state: 'offline',
      savedAt: null,
      unsaved: 1,
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(2);
    setOnline(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save).toHaveBeenLastCalledWith({ q1: ['A'] });
    expect(sync.current()).toEqual({ state: 'saved', savedAt: 9, unsaved: 0 });
  });

  it('a flush (the online event) does not wait for the retry timer', async () => {
    const save = vi
      .fn<(answers: AnswerMap) => Promise<SaveAnswer>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(saved(3));
    const { sync } = setup(save);
    sync.set('q1', ['A']);
    await vi.advanceTimersByTimeAsync(800);
    expect(sync.current().state).toBe('error');
    await sync.flush();
    expect(save).toHaveBeenCalledTimes(2);
    expect(sync.current().state).toBe('saved');
  });

  it('stops when the server says the attempt is closed', async () => {
    const save = vi.fn(async () => {
      throw new Closed('本次答题已交卷');
    });
    const { sync, onClosed } = setup(save);
    sync.set('q1', ['A']);
    await vi.advanceTimersByTimeAsync(800);
    expect(onClosed).toHaveBeenCalledTimes(1);
    sync.set('q1', ['B']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('resend sends the local answers the server lacks at once', async () => {
    const save = vi.fn(async () => saved(4));
    const { sync } = setup(save);
    sync.resend({ q2: ['T'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith({ q2: ['T'] });
  });
});
