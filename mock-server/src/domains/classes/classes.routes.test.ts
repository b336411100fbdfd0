import type { ClassMember, Page } from '@portal/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildSeed } from '../../seed';
import { enrollCodeOf } from './classes.seed';
import { call, login, startTestServer, type TestServer } from '../../testing';
import type { ClassRecord } from './classes.records';
import {
  enrolRefusal,
  enrollStateOf,
  isEnrolled,
  maskName,
  CLASS_MESSAGES,
} from './classes.routes';
import { PINNED_NOW } from '../../platform/pinned-clock';

let server: TestServer;
let token: string;

/** Seeded in 001.001 (see domains/classes/classes.seed.ts). */
const OPEN_RUNNING = 'TBTP10004';
const OPEN_UPCOMING = 'TBTP10015';
const CODE_RUNNING = 'TBTP10003';
const ASSIGNED_NOT_MINE = 'TBTP10014';
const ASSIGNED_MINE = 'TBTP10002';
const ENDED_OPEN = 'TBTP10007';

type ListedClass = Omit<ClassRecord, 'tenantId'> & { year: number };

interface ClassDetail extends ListedClass {
  compulsoryCourseIds: string[];
  optionalCourseIds: string[];
  noticeCount: number;
  newsCount: number;
  signedIn: boolean;
  canEnroll: boolean;
  enrollMessage: string;
  codeVerified: boolean;
}

beforeAll(async () => {
  server = await startTestServer();
});

beforeEach(async () => {
  await call(`${server.url}/__reset`, { method: 'POST' });
  token = await login(server.url, 'learner');
});

afterAll(async () => {
  await server.dispose();
});

function post<T>(path: string, body: Record<string, unknown>, headers = {}) {
  return call<T>(`${server.url}${path}`, {
    headers: { token, ...headers },
    params: body,
  });
}

function query(body: Record<string, unknown>, headers = {}) {
  return post<Page<ListedClass>>(
    '/api/portal/tbtp/queryTbtpList',
    body,
    headers,
  );
}

function detail(id: string, headers: Record<string, string> = { token }) {
  return call<ClassDetail>(
    `${server.url}/api/portal/tbtp/get?id=${encodeURIComponent(id)}`,
    { headers },
  );
}

describe('the seed', () => {
  const seed = buildSeed({ now: PINNED_NOW });
  const classes = seed.classes.filter((c) => c.tenantId === '001.001');

  it('has at least 10 classes per tenant in every state and mode', () => {
    expect(classes.length).toBeGreaterThanOrEqual(10);
    for (const status of ['NOT_STARTED', 'IN_PROGRESS', 'ENDED'] as const) {
      expect(classes.some((c) => c.status === status)).toBe(true);
    }
    for (const mode of ['OPEN', 'CODE', 'ASSIGNED'] as const) {
      expect(classes.some((c) => c.enrollMode === mode)).toBe(true);
    }
    expect(
      classes.filter((c) => c.enrollMode === 'CODE').every((c) => c.enrollCode),
    ).toBe(true);
  });

  it('gives every class courses of its tenant, never numbers 1–8 or 20–22', () => {
    const ids = new Set(
      seed.courses.filter((c) => c.tenantId === '001.001').map((c) => c.id),
    );
    for (const c of classes) {
      const all = [...c.compulsoryCourseIds, ...c.optionalCourseIds];
      expect(all.length).toBeGreaterThan(0);
      for (const id of all) {
        expect(ids.has(id)).toBe(true);
        const n = Number(id.slice(-3));
        expect(n > 8 && (n < 20 || n > 22)).toBe(true);
      }
    }
  });

  it('derives the enrolment state from classEnrolments and applications', () => {
    const learner = { username: 'learner', tenantId: '001.001' as const };
    const admin = { username: 'admin', tenantId: '001.001' as const };
    expect(isEnrolled(seed, learner, ASSIGNED_MINE)).toBe(true);
    expect(enrollStateOf(seed, learner, ASSIGNED_MINE)).toBe('ENROLLED');
    expect(enrollStateOf(seed, learner, OPEN_RUNNING)).toBe('NONE');
    // The seed's PENDING class is under review for admin only.
    expect(enrollStateOf(seed, admin, CODE_RUNNING)).toBe('PENDING');
    expect(enrollStateOf(seed, learner, CODE_RUNNING)).toBe('NONE');
    expect(enrollStateOf(seed, undefined, ASSIGNED_MINE)).toBe('NONE');
    const byId = (id: string) => classes.find((c) => c.tbtpId === id)!;
    expect(enrolRefusal(seed, learner, byId(OPEN_RUNNING))).toBeNull();
    expect(enrolRefusal(seed, learner, byId(ASSIGNED_NOT_MINE))).toBe(
      CLASS_MESSAGES.assigned,
    );
    expect(enrolRefusal(seed, learner, byId(ENDED_OPEN))).toBe(
      CLASS_MESSAGES.ended,
    );
    expect(enrolRefusal(seed, learner, byId(ASSIGNED_MINE))).toBe(
      CLASS_MESSAGES.alreadyEnrolled,
    );
    expect(enrolRefusal(seed, admin, byId(CODE_RUNNING))).toBe(
      CLASS_MESSAGES.pending,
    );
  });

  it('masks names for visitors', () => {
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳文博')).toBe('欧**博');
    expect(maskName('王')).toBe('王');
  });
});

describe('POST /api/portal/tbtp/queryTbtpList', () => {
  it('pages the 16 classes of the tenant, newest first', async () => {
    const res = await query({ pagesize: 5, pagenum: 0 });
    expect(res.body.data).toMatchObject({
      pagesize: 5,
      pagenum: 0,
      totalelements: 16,
      totalpages: 4,
    });
    const list = res.body.data?.datalist ?? [];
    expect(list).toHaveLength(5);
    const dates = list.map((c) => c.startDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list[0]?.cover).toMatch(/^\/pcStatic\/img\/class-\d+\.svg$/);
    expect(list[0]).not.toHaveProperty('tenantId');
    expect(list[0]).not.toHaveProperty('enrollCode');
    expect(list[0]?.requiredHours).toBe(
      (list[0]?.compulsoryHours ?? 0) + (list[0]?.electiveHours ?? 0),
    );
  });

  it('filters by name, status, year, organisation and city', async () => {
    const named = await query({ name: '四中全会' });
    expect(named.body.data?.totalelements).toBe(1);
    const running = await query({ status: 'IN_PROGRESS', pagesize: 100 });
    const list = running.body.data?.datalist ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.status === 'IN_PROGRESS')).toBe(true);
    const bad = await query({ status: 'RUNNING' });
    expect(bad.status).toBe(400);

    const y2027 = await query({ year: 2027, pagesize: 100 });
    const years = (y2027.body.data?.datalist ?? []).map((c) => c.year);
    expect(years.length).toBe(3);
    expect(years.every((y) => y === 2027)).toBe(true);
    const none = await query({ year: 2001 });
    expect(none.body.data?.totalelements).toBe(0);
    expect((await query({ year: 'x' })).status).toBe(400);
    expect((await query({ year: 1900 })).status).toBe(400);

    const city = await query({ city: '天津市', pagesize: 100 });
    const inCity = city.body.data?.datalist ?? [];
    expect(inCity.length).toBeGreaterThan(0);
    expect(inCity.every((c) => c.city === '天津市')).toBe(true);
    const org = await query({ orgId: inCity[0]?.orgId, pagesize: 100 });
    expect(org.body.data?.totalelements).toBe(inCity.length);
  });

  it('gives each caller their own enrolment state', async () => {
    const mine = await query({ name: '四中全会' });
    expect(mine.body.data?.datalist[0]?.enrollStatus).toBe('ENROLLED');
    const adminToken = await login(server.url, 'notrainee');
    const theirs = await query({ name: '四中全会' }, { token: adminToken });
    expect(theirs.body.data?.datalist[0]?.enrollStatus).toBe('NONE');
  });

  it('answers per tenant', async () => {
    const city = await query(
      { pagesize: 15 },
      { 'X-Forwarded-Host': '001-001-043.localhost' },
    );
    const main = await query({ pagesize: 15 });
    expect(city.body.data?.datalist[0]?.tbtpId).not.toBe(
      main.body.data?.datalist[0]?.tbtpId,
    );
    const names = (city.body.data?.datalist ?? []).map((c) => c.orgName);
    expect(names).toContain('市直机关干部网络学院');
  });

  it('needs a session', async () => {
    const res = await call(`${server.url}/api/portal/tbtp/queryTbtpList`, {
      params: {},
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/portal/tbtp/queryOrgList', () => {
  it('lists organisers and cities with their class counts', async () => {
    const res = await call<{
      orgs: {
        orgId: string;
        orgName: string;
        city: string;
        classCount: number;
      }[];
      cities: { city: string; classCount: number }[];
    }>(`${server.url}/api/portal/tbtp/queryOrgList`, { params: {} });
    const data = res.body.data!;
    expect(data.orgs[0]?.orgName).toBe('公职人员网络培训学院');
    expect(data.orgs.reduce((s, o) => s + o.classCount, 0)).toBe(16);
    expect(data.cities.reduce((s, c) => s + c.classCount, 0)).toBe(16);
    expect(new Set(data.cities.map((c) => c.city)).size).toBe(
      data.cities.length,
    );
  });
});

describe('GET /api/portal/tbtp/get', () => {
  it('describes the class for the caller', async () => {
    const res = await detail(OPEN_RUNNING);
    expect(res.status).toBe(200);
    const c = res.body.data!;
    expect(c).toMatchObject({
      tbtpId: OPEN_RUNNING,
      enrollMode: 'OPEN',
      enrollStatus: 'NONE',
      signedIn: true,
      canEnroll: true,
    });
    expect(c.compulsoryCourseIds).toHaveLength(3);
    expect(c.optionalCourseIds).toHaveLength(2);
    expect(c.noticeCount).toBeGreaterThan(0);
    expect(c).not.toHaveProperty('enrollCode');

    const assigned = await detail(ASSIGNED_NOT_MINE);
    expect(assigned.body.data).toMatchObject({
      canEnroll: false,
      enrollMessage: CLASS_MESSAGES.assigned,
    });
  });

  it('answers visitors and refuses unknown ids with 400 班级不存在', async () => {
    const visitor = await detail(OPEN_RUNNING, {});
    expect(visitor.body.data).toMatchObject({
      signedIn: false,
      canEnroll: false,
      enrollStatus: 'NONE',
    });
    const unknown = await detail('TBTP99999');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('班级不存在');
    // Another tenant's class does not exist here.
    const other = await detail('TBTP20004');
    expect(other.status).toBe(400);
  });
});

describe('enrolment', () => {
  it('enrols in an open class once, creating the enrolment', async () => {
    const res = await post('/api/tbtpenrollment/web/save', {
      tbtpId: OPEN_RUNNING,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('报名成功');
    expect((await detail(OPEN_RUNNING)).body.data?.enrollStatus).toBe(
      'ENROLLED',
    );
    const mine = await post<Page<{ tbtpId: string }>>(
      '/api/personal/queryMyTbtps',
      { pagesize: 100, pagenum: 0 },
    );
    expect(mine.body.data?.datalist.map((c) => c.tbtpId)).toContain(
      OPEN_RUNNING,
    );
    const again = await post('/api/tbtpenrollment/web/save', {
      tbtpId: OPEN_RUNNING,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(CLASS_MESSAGES.alreadyEnrolled);
  });

  it('needs the right code for a code class, by verifyCode or with the save', async () => {
    const noCode = await post('/api/tbtpenrollment/web/save', {
      tbtpId: CODE_RUNNING,
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe('请输入报名码');
    const wrong = await post('/api/tbtp/web/verifyCode', {
      tbtpId: CODE_RUNNING,
      code: 'WRONG1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('报名码错误，请重新输入');
    const wrongSave = await post('/api/tbtpenrollment/web/save', {
      tbtpId: CODE_RUNNING,
      code: 'WRONG1',
    });
    expect(wrongSave.body.message).toBe('报名码错误，请重新输入');

    const right = await post('/api/tbtp/web/verifyCode', {
      tbtpId: CODE_RUNNING,
      code: enrollCodeOf(CODE_RUNNING),
    });
    expect(right.status).toBe(200);
    expect((await detail(CODE_RUNNING)).body.data?.codeVerified).toBe(true);
    const saved = await post('/api/tbtpenrollment/web/save', {
      tbtpId: CODE_RUNNING,
    });
    expect(saved.status).toBe(200);
    expect((await detail(CODE_RUNNING)).body.data?.enrollStatus).toBe(
      'ENROLLED',
    );

    const other = await post('/api/tbtpenrollment/web/save', {
      tbtpId: 'TBTP10013',
      code: enrollCodeOf('TBTP10013').toLowerCase(),
    });
    expect(other.status).toBe(200);
    const notCode = await post('/api/tbtp/web/verifyCode', {
      tbtpId: OPEN_RUNNING,
      code: 'x',
    });
    expect(notCode.body.message).toBe('该班级无需报名码');
  });

  it('refuses assigned, ended and unknown classes with 400 messages', async () => {
    const assigned = await post('/api/tbtpenrollment/web/save', {
      tbtpId: ASSIGNED_NOT_MINE,
    });
    expect(assigned.status).toBe(400);
    expect(assigned.body.message).toBe(CLASS_MESSAGES.assigned);
    const ended = await post('/api/tbtpenrollment/web/save', {
      tbtpId: ENDED_OPEN,
    });
    expect(ended.body.message).toBe(CLASS_MESSAGES.ended);
    const unknown = await post('/api/tbtpenrollment/web/save', {
      tbtpId: 'nope',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('班级不存在');
    const missing = await post('/api/tbtpenrollment/web/save', {});
    expect(missing.status).toBe(400);
    const visitor = await call(`${server.url}/api/tbtpenrollment/web/save`, {
      params: { tbtpId: OPEN_RUNNING },
    });
    expect(visitor.status).toBe(401);
  });
});

describe('the enrolment form', () => {
  const form = {
    tbtpId: OPEN_UPCOMING,
    name: '张学员',
    orgName: '综合处',
    phone: '13800000001',
    position: '科员',
  };

  it('prefills from the trainee record', async () => {
    const res = await post<{ name: string; phone: string; orgName: string }>(
      '/api/getTrainee',
      {},
    );
    expect(res.body.data?.name).toBeTruthy();
    expect(res.body.data?.phone).toMatch(/^1\d{10}$/);
  });

  it('validates the fields, then enrols', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, name: ' ' }, '请输入姓名'],
      [{ ...form, name: '名'.repeat(21) }, '姓名不能超过20个字'],
      [{ ...form, orgName: '' }, '请输入工作单位'],
      [{ ...form, phone: '' }, '请输入手机号'],
      [{ ...form, phone: '1380000' }, '请输入正确的手机号'],
      [{ ...form, position: '职'.repeat(31) }, '职务不能超过30个字'],
      [{ ...form, tbtpId: ASSIGNED_NOT_MINE }, CLASS_MESSAGES.assigned],
      [{ ...form, tbtpId: CODE_RUNNING }, '请输入报名码'],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/handleWsztbBm', body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const res = await post('/api/handleWsztbBm', form);
    expect(res.status).toBe(200);
    expect((await detail(OPEN_UPCOMING)).body.data?.enrollStatus).toBe(
      'ENROLLED',
    );
    const coded = await post('/api/handleWsztbBm', {
      ...form,
      tbtpId: CODE_RUNNING,
      code: enrollCodeOf(CODE_RUNNING),
    });
    expect(coded.status).toBe(200);
  });
});

describe('members, notices, news and affairs', () => {
  it('pages members; visitors see masked names', async () => {
    const signedIn = await post<Page<ClassMember>>(
      '/api/portal/tbtp/queryTbtpMember',
      { tbtpId: ASSIGNED_MINE, pagesize: 10, pagenum: 0 },
    );
    const page = signedIn.body.data!;
    expect(page.datalist).toHaveLength(10);
    expect(page.totalelements).toBeGreaterThan(100);
    expect(page.datalist[0]?.role).toBe('班长');
    // The demo accounts enrolled in the class are members.
    expect(page.datalist.some((m) => m.id === 'U-learner')).toBe(true);

    const visitor = await call<Page<ClassMember>>(
      `${server.url}/api/portal/tbtp/queryTbtpMember`,
      { params: { tbtpId: ASSIGNED_MINE, pagesize: 10, pagenum: 0 } },
    );
    const masked = visitor.body.data!.datalist;
    expect(masked.every((m) => m.name.includes('*'))).toBe(true);
    expect(masked[0]?.name).toBe(maskName(page.datalist[0]!.name));
  });

  it('lists notices and news newest first, and the affairs', async () => {
    const notices = await post<Page<{ title: string; publishTime: string }>>(
      '/api/portal/message/queryClassNotice',
      { tbtpId: OPEN_RUNNING, pagesize: 10, pagenum: 0 },
    );
    const times = notices.body.data!.datalist.map((n) => n.publishTime);
    expect(times.length).toBe(4);
    expect(times).toEqual([...times].sort().reverse());
    const news = await post<Page<{ title: string }>>(
      '/api/portal/tbtp/queryClassNews',
      { tbtpId: OPEN_RUNNING, pagesize: 10, pagenum: 0 },
    );
    expect(news.body.data?.datalist.map((n) => n.title)).toContain(
      '专题班线上开班仪式顺利举行',
    );
    const affairs = await post<{
      committee: { role: string }[];
      schedule: unknown[];
      contacts: { role: string }[];
    }>('/api/portal/tbtp/getAffairs', { tbtpId: OPEN_RUNNING });
    expect(affairs.body.data?.committee.map((m) => m.role)).toEqual([
      '班长',
      '副班长',
      '学习委员',
    ]);
    expect(affairs.body.data?.schedule).toHaveLength(4);
    expect(affairs.body.data?.contacts[0]?.role).toBe('班主任');
    const unknown = await post('/api/portal/tbtp/queryClassNews', {
      tbtpId: 'nope',
    });
    expect(unknown.status).toBe(400);
  });
});
