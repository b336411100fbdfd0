/**
 * 站内信 (letters): the unread count the shell shows, the paged list (unread
 * first), the detail (opening a letter marks it read) and mark-all-read.
 */
import {
  LETTER_TYPE_NAMES,
  type LetterDetail,
  type LettersReadAll,
  type LetterSummary,
  type Page,
  type UnreadLetterCount,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { requireCaller } from '../sign-in';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  formatDateTime,
  ok,
  optionalEnum,
  optionalFlag,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import { filterInTenant } from '../../platform/tenancy';
import type { Learner } from '../course-study';
import { LETTER_TYPES, type Letter } from './letters.records';
import type { LettersCollections } from './letters.records';

const LETTER_MESSAGES = {
  notFound: '消息不存在',
  allRead: '已全部标记为已读',
} as const;

const SUMMARY_CHARS = 60;

function lettersOf(state: LettersCollections, who: Learner): Letter[] {
  return filterInTenant(
    state.letters,
    who.tenantId,
    (l) => l.username === who.username,
  );
}

function unreadCount(state: LettersCollections, who: Learner): number {
  return lettersOf(state, who).filter((l) => !l.read).length;
}

function summaryOf(letter: Letter): LetterSummary {
  const flat = letter.content.replace(/\s+/g, ' ').trim();
  return {
    id: letter.id,
    type: letter.type,
    typeName: LETTER_TYPE_NAMES[letter.type],
    title: letter.title,
    summary:
      flat.length > SUMMARY_CHARS ? `${flat.slice(0, SUMMARY_CHARS)}…` : flat,
    sender: letter.sender,
    sendTime: letter.sendTime,
    read: letter.read,
  };
}

/** Unread first, then newest first. */
function byUnreadThenNewest(a: Letter, b: Letter): number {
  if (a.read !== b.read) return a.read ? 1 : -1;
  return b.sendTime.localeCompare(a.sendTime) || b.id.localeCompare(a.id);
}

export function registerLetterRoutes(app: Application, ctx: AppContext) {
  const learner = (req: Parameters<typeof requireCaller>[1]): Learner => {
    const { user, tenantId } = requireCaller(ctx.store, req);
    return { username: user.username, tenantId };
  };

  // POST /api/letter/getUnReadNum → { unReadNum }
  route(app, '/api/letter/getUnReadNum', ['GET', 'POST'], (req, res) => {
    ok<UnreadLetterCount>(res, {
      unReadNum: unreadCount(ctx.store.state(), learner(req)),
    });
  });

  // POST /api/letter/page {pagesize, pagenum, type?, read?}
  route(app, '/api/letter/page', ['GET', 'POST'], (req, res) => {
    const who = learner(req);
    const input = params(req);
    const paging = readPaging(input);
    const type = optionalEnum(input, 'type', LETTER_TYPES);
    const read = optionalFlag(input, 'read');
    const rows = lettersOf(ctx.store.state(), who)
      .filter(
        (l) =>
          (!type || l.type === type) && (read === undefined || l.read === read),
      )
      .sort(byUnreadThenNewest)
      .map(summaryOf);
    ok<Page<LetterSummary>>(res, paginate(rows, paging));
  });

  // POST /api/letter/detail {id}: the letter, now read, and the new count
  route(app, '/api/letter/detail', ['GET', 'POST'], (req, res) => {
    const who = learner(req);
    const id = requiredString(params(req), 'id').trim();
    const state = ctx.store.state();
    const letter = lettersOf(state, who).find((l) => l.id === id);
    if (!letter) throw new HttpError(404, LETTER_MESSAGES.notFound);
    if (!letter.read) {
      letter.read = true;
      letter.readAt = formatDateTime(new Date(ctx.now()));
      ctx.store.write();
    }
    const { username: _u, tenantId: _t, ...rest } = letter;
    ok<LetterDetail>(res, {
      ...rest,
      typeName: LETTER_TYPE_NAMES[letter.type],
      unReadNum: unreadCount(state, who),
    });
  });

  // POST /api/letter/readAll {type?}: marks every (or every such) letter read
  route(app, '/api/letter/readAll', ['POST'], (req, res) => {
    const who = learner(req);
    const type = optionalEnum(params(req), 'type', LETTER_TYPES);
    const state = ctx.store.state();
    const at = formatDateTime(new Date(ctx.now()));
    let updated = 0;
    for (const letter of lettersOf(state, who)) {
      if (letter.read || (type && letter.type !== type)) continue;
      letter.read = true;
      letter.readAt = at;
      updated++;
    }
    if (updated > 0) ctx.store.write();
    ok<LettersReadAll>(
      res,
      { updated, unReadNum: unreadCount(state, who) },
      LETTER_MESSAGES.allRead,
    );
  });
}
