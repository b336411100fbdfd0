/**
 * Answers the page asked for before the shell's main script ran (see
 * early-requests.ts), each handed out once to the next code that asks for
 * the same URL. The store lives on window because the early script and the
 * main script are two bundles. Imports nothing: the federation runtime
 * plugin uses it before any shared module exists.
 */
interface EarlyAnswer {
  response: Promise<Response>;
  /** Settled with a network error or an error status. */
  failed: boolean;
}

interface Store {
  waiting: Map<string, EarlyAnswer>;
  /**
   * URLs boot asked for itself or took while the early script was still
   * asking: it does not ask for them again.
   */
  claimed: Set<string>;
  asking: boolean;
}

const STORE_KEY = '__portalEarlyAnswers';

function store(): Store {
  const holder = window as unknown as Record<typeof STORE_KEY, Store>;
  holder[STORE_KEY] ??= {
    waiting: new Map(),
    claimed: new Set(),
    asking: false,
  };
  return holder[STORE_KEY];
}

export const absoluteUrl = (url: string): string =>
  new URL(url, location.href).href;

/**
 * The answer with its body already read: a load timeout's signal would
 * otherwise cut a body still unread when it fires, and a reader (the early
 * script) can look into a clone while the real one waits for its taker.
 */
async function readWhole(response: Response): Promise<Response> {
  const { status, statusText, headers } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

/**
 * Sends `request` now and keeps its answer for the next
 * takeEarlyAnswer(url); resolves with a copy the caller may read. Nothing
 * is sent twice: an answer already waiting is shared, and null means boot
 * got there first and asks for it itself.
 */
export function askEarly(
  url: string,
  request: () => Promise<Response>,
): Promise<Response | null> {
  const key = absoluteUrl(url);
  const { waiting, claimed } = store();
  if (claimed.has(key)) return Promise.resolve(null);
  const known = waiting.get(key);
  if (known) return known.response.then((r) => r.clone());
  const answer: EarlyAnswer = {
    response: request().then(readWhole),
    failed: false,
  };
  answer.response.then(
    (response) => {
      answer.failed = !response.ok;
    },
    () => {
      answer.failed = true;
    },
  );
  waiting.set(key, answer);
  return answer.response.then((r) => r.clone());
}

/**
 * The waiting answer for `url`, once; undefined when there is none or it
 * has already failed, and the caller then asks the network itself (so a
 * remote retried later is fetched afresh).
 */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const key = absoluteUrl(url);
  const { waiting, claimed, asking } = store();
  const answer = waiting.get(key);
  waiting.delete(key);
  if (asking) claimed.add(key);
  return answer && !answer.failed ? answer.response : undefined;
}

/** Runs the early script's requests, marked as under way while they are. */
export async function whileAsking(ask: () => Promise<void>): Promise<void> {
  const state = store();
  state.asking = true;
  try {
    await ask();
  } finally {
    state.asking = false;
    state.claimed.clear();
  }
}
