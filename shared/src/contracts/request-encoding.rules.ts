/**
 * How a POST body travels (seed-spec 7.1: "JSON for JSON posts, otherwise
 * form-encoded"), written once: the client encodes by it, the mock backend
 * refuses the other encoding by it and docs/api.md's request-rule table is
 * checked against it. A call that is not listed here is form-encoded, so a
 * new call follows the seed unless someone decides otherwise here.
 *
 * Paths are the seed's, after its /api/ (`portal/banner` for
 * /api/portal/banner), whichever client base is in front: the live client
 * sends /apiLive/api/fosung/live/getAllLives, the key is
 * `fosung/live/getAllLives`.
 */

export type BodyEncoding = 'json' | 'form';

/** Why a call's body is JSON. */
export type JsonBodyReason =
  /** The seed marks the call (JSON). */
  | 'seed'
  /** The body holds lists or objects a flat form cannot carry. */
  | 'structured'
  /** A page of a list (postPage): numbers stay numbers, filters may nest. */
  | 'paged'
  /** The portal's own study, discussion and exam flows (not in the seed). */
  | 'own';

/** Every call whose body is JSON, with the reason; everything else is form. */
export const JSON_BODY_CALLS = {
  'fosung/live/getAllLives': 'seed',

  'user/info/update': 'structured',
  'portal/course/guidance': 'structured',
  'portal/course/comment/save': 'structured',
  'exam/save': 'structured',
  'exam/check': 'structured',
  'exam/submitExam': 'structured',
  'survey/submit': 'structured',
  'tbtp/homework/submit': 'structured',

  'study/start': 'own',
  'study/progress': 'own',
  'study/v2/end': 'own',
  'portal/course/discuss/create': 'own',
  'exam/startRecord': 'own',
  'letter/readAll': 'own',

  'exam/listExam': 'paged',
  'letter/page': 'paged',
  'personal/courseListByCategory': 'paged',
  'personal/myCourses': 'paged',
  'personal/queryDispatch': 'paged',
  'personal/queryMyCertificateList': 'paged',
  'personal/queryMyCollect': 'paged',
  'personal/queryMyTbtps': 'paged',
  'portal/article/query': 'paged',
  'portal/column/query': 'paged',
  'portal/course/discuss/query': 'paged',
  'portal/course/getPageByCategory': 'paged',
  'portal/message/queryClassNotice': 'paged',
  'portal/queryCourseByTeacher': 'paged',
  'portal/queryFamous': 'paged',
  'portal/search': 'paged',
  'portal/suggest/queryMySuggest': 'paged',
  'portal/tbtp/queryClassNews': 'paged',
  'portal/tbtp/queryTbtpList': 'paged',
  'portal/tbtp/queryTbtpMember': 'paged',
  'subject/query': 'paged',
  'subject/queryMySubject': 'paged',
  'survey/list': 'paged',
  'tbtp/exam/getUserExam': 'paged',
  'tbtp/study/ranking': 'paged',
} as const satisfies Readonly<Record<string, JsonBodyReason>>;

export type JsonBodyPath = keyof typeof JSON_BODY_CALLS;

/** The Content-Type each encoding is sent with. */
export const BODY_CONTENT_TYPES = {
  json: 'application/json;charset=UTF-8',
  form: 'application/x-www-form-urlencoded;charset=UTF-8',
} as const satisfies Record<BodyEncoding, string>;

/** `/portal/banner/?x=1` → `portal/banner`. */
function clean(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
}

/** The encoding of a POST body to the seed path after /api/ (see above). */
export function bodyEncodingOf(apiPath: string): BodyEncoding {
  return Object.hasOwn(JSON_BODY_CALLS, clean(apiPath)) ? 'json' : 'form';
}

/**
 * The rule's key of a request path as the backend sees it: `/api/x`,
 * `/apiLive/api/x` and `/pcApi/api/x` are all `x`. Undefined outside the
 * API (/sso/login, /logout, the development hooks): the rule does not
 * apply there.
 */
export function apiPathOfUrl(pathname: string): string | undefined {
  const match = /^\/+(?:(?:apiLive|pcApi)\/+)?api\/+(.+)$/.exec(
    pathname.split(/[?#]/)[0]!,
  );
  const rest = match?.[1] ? clean(match[1]) : '';
  return rest === '' ? undefined : rest;
}
