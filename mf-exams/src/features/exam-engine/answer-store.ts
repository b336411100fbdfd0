import type { AnswerMap } from '@portal/shared/contracts';
/**
 * The local copy of an attempt's answers: every answer is written here the
 * moment it is given (before the debounced save to the server), so a
 * reload, a crash or a lost connection keeps it. Stored in localStorage
 * under `examAnswerDrafts`, per learner and attempt; removed when the
 * attempt is submitted.
 *
 * The shell clears localStorage on pagehide (keeping a few keys). This
 * module writes its in-memory copy back on pagehide; its listener is added
 * after the shell's (remotes load after boot), so it runs after the clear.
 */

export const DRAFTS_KEY = 'examAnswerDrafts';

interface DraftEntry {
  value: string[];
  /** When it was given, on the server's clock (ms). */
  at: number;
}

interface Draft {
  userId: string;
  attemptId: string;
  answers: Record<string, DraftEntry>;
}

type Drafts = Record<string, Draft>;

let memory: Drafts = {};
let pagehideInstalled = false;

function draftKey(userId: string, attemptId: string): string {
  return `${userId}:${attemptId}`;
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<Draft>;
  return (
    typeof draft.userId === 'string' &&
    typeof draft.attemptId === 'string' &&
    typeof draft.answers === 'object' &&
    draft.answers !== null
  );
}

function isEntry(value: unknown): value is DraftEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<DraftEntry>;
  return (
    Array.isArray(entry.value) &&
    entry.value.every((v) => typeof v === 'string') &&
    typeof entry.at === 'number'
  );
}

function readAll(): Drafts {
  let text: string | null;
  try {
    text = localStorage.getItem(DRAFTS_KEY);
  } catch {
    return memory;
  }
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const drafts: Drafts = {};
    for (const [key, draft] of Object.entries(parsed)) {
      if (!isDraft(draft)) continue;
      const answers: Record<string, DraftEntry> = {};
      for (const [id, entry] of Object.entries(draft.answers)) {
        if (isEntry(entry)) answers[id] = entry;
      }
      drafts[key] = { ...draft, answers };
    }
    return drafts;
  } catch {
    return {};
  }
}

function persist(drafts: Drafts): void {
  try {
    if (Object.keys(drafts).length === 0) localStorage.removeItem(DRAFTS_KEY);
    else localStorage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // Storage disabled or full: the in-memory copy still serves this page.
  }
}

function writeAll(drafts: Drafts): void {
  memory = drafts;
  persist(drafts);
  installPagehide();
}

function installPagehide(): void {
  if (pagehideInstalled || typeof window === 'undefined') return;
  pagehideInstalled = true;
  window.addEventListener('pagehide', () => {
    if (Object.keys(memory).length > 0) persist(memory);
  });
}

export function readDraft(userId: string, attemptId: string): Draft | null {
  const all = readAll();
  const found = all[draftKey(userId, attemptId)];
  if (found) return found;
  // A cleared localStorage (the shell's) may still have this page's copy.
  return memory[draftKey(userId, attemptId)] ?? null;
}

/** Writes one answer (called on every change, before any network). */
export function recordAnswer(
  userId: string,
  attemptId: string,
  questionId: string,
  value: string[],
  at: number,
): void {
  const all = { ...memory, ...readAll() };
  const key = draftKey(userId, attemptId);
  const draft = all[key] ?? { userId, attemptId, answers: {} };
  all[key] = {
    ...draft,
    answers: { ...draft.answers, [questionId]: { value, at } },
  };
  writeAll(all);
}

export function clearDraft(userId: string, attemptId: string): void {
  const all = { ...memory, ...readAll() };
  delete all[draftKey(userId, attemptId)];
  writeAll(all);
}

function sameValue(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * The answers to resume with: the server's, overlaid by every local answer
 * given after the server's last accepted save (both on the server's
 * clock). `pending` lists the questions whose local answer the server does
 * not hold yet; they are saved again at once.
 */
export function mergeResume(
  server: { answers: AnswerMap; savedAt: number },
  draft: Draft | null,
): { answers: AnswerMap; pending: string[] } {
  const answers: AnswerMap = { ...server.answers };
  const pending: string[] = [];
  for (const [id, entry] of Object.entries(draft?.answers ?? {})) {
    const held = server.answers[id];
    if (held && sameValue(held, entry.value)) continue;
    if (held && entry.at <= server.savedAt) continue;
    answers[id] = entry.value;
    pending.push(id);
  }
  return { answers, pending };
}

/** Empties the store and its in-memory copy (tests). */
export function resetDrafts(): void {
  memory = {};
  persist({});
}
