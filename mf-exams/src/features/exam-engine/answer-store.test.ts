import { afterEach, describe, expect, it } from 'vitest';

import {
  DRAFTS_KEY,
  clearDraft,
  mergeResume,
  readDraft,
  recordAnswer,
  resetDrafts,
} from './answer-store';

afterEach(() => {
  resetDrafts();
  localStorage.clear();
});

describe('local answer store', () => {
  it('keeps every answer per learner and attempt', () => {
    recordAnswer('u1', 'A1', 'q1', ['B'], 100);
    recordAnswer('u1', 'A1', 'q2', ['x', 'y'], 200);
    recordAnswer('u2', 'A1', 'q1', ['C'], 300);
    expect(readDraft('u1', 'A1')?.answers).toEqual({
      q1: { value: ['B'], at: 100 },
      q2: { value: ['x', 'y'], at: 200 },
    });
    expect(readDraft('u2', 'A1')?.answers.q1?.value).toEqual(['C']);
    clearDraft('u1', 'A1');
    expect(readDraft('u1', 'A1')).toBeNull();
    expect(readDraft('u2', 'A1')).not.toBeNull();
  });

  it('survives a cleared localStorage within the page and writes back on pagehide', () => {
    recordAnswer('u1', 'A1', 'q1', ['B'], 100);
    localStorage.clear();
    expect(readDraft('u1', 'A1')?.answers.q1?.value).toEqual(['B']);
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(DRAFTS_KEY)).toContain('"q1"');
  });

  it('ignores malformed storage', () => {
    localStorage.setItem(DRAFTS_KEY, '{"u1:A1":{"userId":"u1"}}');
    expect(readDraft('u1', 'A1')).toBeNull();
    localStorage.setItem(DRAFTS_KEY, 'not json');
    expect(readDraft('u1', 'A1')).toBeNull();
  });
});

describe('resume merge', () => {
  const server = { answers: { q1: ['A'], q2: ['B'] }, savedAt: 1000 };

  it('takes local answers given after the last save and marks them pending', () => {
    const merged = mergeResume(server, {
      userId: 'u',
      attemptId: 'A1',
      answers: {
        q2: { value: ['C'], at: 1500 },
        q3: { value: ['积极防范'], at: 1200 },
      },
    });
    expect(merged).toEqual({
      answers: { q1: ['A'], q2: ['C'], q3: ['积极防范'] },
      pending: ['q2', 'q3'],
    });
  });

  it('keeps the server answer when it is newer (another device) or equal', () => {
    const merged = mergeResume(server, {
      userId: 'u',
      attemptId: 'A1',
      answers: {
        q1: { value: ['D'], at: 900 },
        q2: { value: ['B'], at: 1500 },
      },
    });
    expect(merged).toEqual({ answers: server.answers, pending: [] });
  });

  it('an answer the server never got is kept, however old', () => {
    expect(
      mergeResume(
        { answers: {}, savedAt: 5000 },
        {
          userId: 'u',
          attemptId: 'A1',
          answers: { q1: { value: ['A'], at: 10 } },
        },
      ),
    ).toEqual({ answers: { q1: ['A'] }, pending: ['q1'] });
    expect(mergeResume(server, null)).toEqual({
      answers: server.answers,
      pending: [],
    });
  });
});
