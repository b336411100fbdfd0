/**
 * Dictionaries for drop-downs. The answer carries `datalist` at the top
 * level (not in `data`), as the real backend does.
 */
import type {
  DictionaryAnswer,
  DictionaryItem,
  RuntimeDictionaryCode,
} from '@portal/shared/contracts';
import type { Application, Response } from 'json-server';

import type { AppContext } from '../../platform/context';
import { route, sendJson } from '../../platform/http';

/** Five years down from `first`, as options named 2026年. */
function years(first: number): DictionaryItem[] {
  return Array.from({ length: 5 }, (_, i) => {
    const year = first - i;
    return { name: `${year}年`, code: String(year) };
  });
}

/** Dictionaries computed at request time (/api/dictionary/runtime/…). */
const RUNTIME_DICTIONARIES: Record<
  RuntimeDictionaryCode,
  (now: Date) => DictionaryItem[]
> = {
  // The last five years, this year first.
  YEAR: (now) => years(now.getFullYear()),
  // Classes are planned ahead: next year and the four before it.
  CLASS_YEAR: (now) => years(now.getFullYear() + 1),
};

/** Own keys only, so 'constructor' and the like are no dictionary. */
function isRuntimeCode(code: string): code is RuntimeDictionaryCode {
  return Object.hasOwn(RUNTIME_DICTIONARIES, code);
}

const PARENT_CODE = /^[A-Za-z0-9_]{1,64}$/;

function send(res: Response, datalist: DictionaryItem[]): void {
  const body: DictionaryAnswer = { success: true, message: '', datalist };
  sendJson(res, 200, body);
}

export function registerDictionaryRoutes(app: Application, ctx: AppContext) {
  const stored = (parentCode: string): DictionaryItem[] =>
    ctx.store
      .state()
      .dictionaries.filter((d) => d.parentCode === parentCode)
      .sort((a, b) => a.sort - b.sort)
      .map(({ name, code }) => ({ name, code }));

  const parentOf = (raw: string | undefined) => {
    const code = (raw ?? '').trim();
    return PARENT_CODE.test(code) ? code : undefined;
  };

  // POST|GET /api/dictionary/list/:parentCode (public): stored items
  route(
    app,
    '/api/dictionary/list/:parentCode',
    ['POST', 'GET'],
    (req, res) => {
      const parentCode = parentOf(req.params.parentCode);
      send(res, parentCode ? stored(parentCode) : []);
    },
  );

  // POST|GET /api/dictionary/runtime/:parentCode (public): computed items,
  // else the stored ones
  route(
    app,
    '/api/dictionary/runtime/:parentCode',
    ['POST', 'GET'],
    (req, res) => {
      const parentCode = parentOf(req.params.parentCode);
      if (!parentCode) {
        send(res, []);
        return;
      }
      const compute = isRuntimeCode(parentCode)
        ? RUNTIME_DICTIONARIES[parentCode]
        : undefined;
      send(res, compute ? compute(new Date(ctx.now())) : stored(parentCode));
    },
  );
}
