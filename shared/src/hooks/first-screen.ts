/**
 * The data a page's first screen is rendered with, by key, on the server
 * and again in the browser that hydrates it.
 *
 * On the server (the render tier) a collector is in context: each keyed
 * useRemoteData asks it for its answer and, while it has none, hands it
 * the load to run; the render tier renders again once the answers are in
 * (or its time is up) and puts the answers in the page as JSON. In the
 * browser the shell hands those answers over before anything hydrates
 * (provideFirstScreenData), and the same hook starts from them instead of
 * from a skeleton, so the first render matches the server's HTML.
 */
import { createContext } from 'react';

/** Answers by key, as they travel in the page (JSON). */
export type FirstScreenData = Record<string, unknown>;

/** What the render tier puts in context while it renders a region. */
export interface FirstScreenCollector {
  /** Answers already in, by key. */
  readonly answers: ReadonlyMap<string, unknown>;
  /** Starts a load for a key the render has no answer for yet. */
  request(key: string, load: () => Promise<unknown>): void;
  /**
   * A DOM to sanitise rich text in (the render tier's), since a server
   * has no document of its own.
   */
  readonly document?: Document;
  /**
   * The page's origin as the browser asked for it (scheme and host), for
   * the absolute addresses a page shows (a share link, its QR code).
   */
  readonly origin?: string;
}

export const FirstScreenContext = createContext<FirstScreenCollector | null>(
  null,
);

let handedOver = new Map<string, unknown>();
let forVisitor = false;

/**
 * The browser side: the answers the page came with. `forVisitor` when a
 * learner is signed in: the server drew the page with a visitor's answers,
 * which his views show at once and then load again with his session.
 */
export function provideFirstScreenData(
  data: FirstScreenData,
  { forVisitor: visitorsAnswers = false } = {},
): void {
  handedOver = new Map(Object.entries(data));
  forVisitor = visitorsAnswers;
}

/**
 * The page's answer for a key, if it came with one; `stale` when it is a
 * visitor's answer shown to a learner.
 */
export function firstScreenAnswer(
  key: string,
): { data: unknown; stale: boolean } | undefined {
  return handedOver.has(key)
    ? { data: handedOver.get(key), stale: forVisitor }
    : undefined;
}

/**
 * The answer a keyed view starts from: on the render tier the collector's
 * (which starts the load while it has none), in the browser the one the
 * page came with; undefined while there is none.
 */
export function startingAnswer<T>(
  server: FirstScreenCollector | null,
  key: string,
  load: () => Promise<T>,
): { data: T; stale: boolean } | undefined {
  if (server) {
    if (server.answers.has(key))
      return { data: server.answers.get(key) as T, stale: false };
    server.request(key, load);
    return undefined;
  }
  const handed = firstScreenAnswer(key);
  return handed && { data: handed.data as T, stale: handed.stale };
}

/**
 * Whether the page's region may hydrate the server's HTML: not when its
 * answers were a visitor's and a learner's views render (his views may
 * differ from a visitor's in their first render): it is drawn again over
 * the HTML, from the same answers, so nothing flashes.
 */
export function firstScreenHydrates(): boolean {
  return !forVisitor;
}

/**
 * Once a mounted view has the answer, it is gone: a later mount (the
 * learner comes back to the page) loads fresh data.
 */
export function consumeFirstScreenAnswer(key: string): void {
  handedOver.delete(key);
}
