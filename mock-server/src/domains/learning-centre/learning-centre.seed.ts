/**
 * What the learning centre shows besides studied courses, for every demo
 * account in every tenant: class enrolments, letters (some unread),
 * dispatch applications in several states, exam results and evaluations.
 * Dates are relative to the seed's "today" (see
 * domains/course-study/study-history.seed.ts).
 */
import type { DispatchStatus, LetterType } from '@portal/shared/contracts';

import type { CourseRecord } from '../course-catalogue';
import type {
  DispatchApplicationRecord,
  DispatchCollections,
} from '../dispatch';
import type {
  EvaluationRecord,
  LearningCentreCollections,
  UserExamRecord,
} from './learning-centre.records';
import {
  type CourseStudyCollections,
  type HoursCredit,
  buildStudyHistory,
  seedToday,
  withoutCredited,
} from '../course-study';
import type { Letter, LettersCollections } from '../letters';
import {
  type ClassesCollections,
  type ClassRecord,
  type ClassEnrolment,
  buildClasses,
} from '../classes';
import { DEMO_ACCOUNTS } from '../sign-in';
import { buildYearHours } from '../profile';
import { seedDateTime, seedHash } from '../../platform/seeding';
import { TENANT_PROFILES } from '../site';
import {
  filterInTenant,
  findInTenant,
  TENANT_IDS,
  type TenantId,
} from '../../platform/tenancy';

const DAY_MS = 24 * 60 * 60 * 1000;

interface CentreProfile {
  /** How many of the classes marked ENROLLED (newest first) the account is in. */
  classes: number;
  letters: number;
  unread: number;
  dispatch: DispatchStatus[];
  exams: number;
  evaluations: number;
}

const CENTRE_PROFILES: Record<string, CentreProfile> = {
  learner: {
    classes: 6,
    letters: 9,
    unread: 3,
    dispatch: ['APPROVED', 'REJECTED', 'APPROVED', 'PENDING'],
    exams: 7,
    evaluations: 3,
  },
  admin: {
    classes: 4,
    letters: 6,
    unread: 2,
    dispatch: ['APPROVED', 'PENDING'],
    exams: 4,
    evaluations: 2,
  },
  admin_sms: {
    classes: 3,
    letters: 5,
    unread: 1,
    dispatch: ['REJECTED'],
    exams: 3,
    evaluations: 1,
  },
  admin_ukey: {
    classes: 2,
    letters: 4,
    unread: 1,
    dispatch: ['APPROVED'],
    exams: 2,
    evaluations: 1,
  },
  notrainee: {
    classes: 0,
    letters: 2,
    unread: 1,
    dispatch: [],
    exams: 0,
    evaluations: 0,
  },
  pwdexpired: {
    classes: 3,
    letters: 6,
    unread: 4,
    dispatch: ['PENDING', 'APPROVED'],
    exams: 3,
    evaluations: 2,
  },
  norole: {
    classes: 1,
    letters: 2,
    unread: 2,
    dispatch: [],
    exams: 1,
    evaluations: 0,
  },
  emptyrole: {
    classes: 1,
    letters: 2,
    unread: 0,
    dispatch: [],
    exams: 1,
    evaluations: 0,
  },
};

function daysBefore(today: Date, days: number, key: string): string {
  const h = seedHash(key);
  const d = new Date(today.getTime() - days * DAY_MS);
  d.setUTCHours(8 + (h % 11), (h >>> 5) % 60, (h >>> 11) % 60, 0);
  return seedDateTime(d);
}

function isoDay(date: Date): string {
  return seedDateTime(date).slice(0, 10);
}

/** Classes the account is in: started, marked ENROLLED, newest first. */
function classesOf(
  classes: readonly ClassRecord[],
  tenantId: TenantId,
  today: Date,
  count: number,
): ClassRecord[] {
  return filterInTenant(
    classes,
    tenantId,
    (c) => c.enrollStatus === 'ENROLLED' && c.startDate <= isoDay(today),
  )
    .sort((a, b) => b.startDate.localeCompare(a.startDate))
    .slice(0, count);
}

function buildClassEnrolments(
  classes: readonly ClassRecord[],
  today: Date,
): ClassEnrolment[] {
  const rows: ClassEnrolment[] = [];
  for (const tenantId of TENANT_IDS) {
    for (const account of DEMO_ACCOUNTS) {
      const profile = CENTRE_PROFILES[account.username];
      if (!profile) continue;
      const mine = classesOf(classes, tenantId, today, profile.classes);
      mine.forEach((c, k) => {
        const ended = c.endDate < isoDay(today);
        // The second ended class was left unfinished (exam failed).
        const unfinished = ended && k === 2;
        const courseCount = 6 + (seedHash(c.tbtpId) % 6);
        const done = ended
          ? unfinished
            ? courseCount - 2
            : courseCount
          : Math.max(1, Math.floor(courseCount / 2) - (k % 2));
        const share = done / courseCount;
        const enrolled = new Date(`${c.startDate}T12:00:00Z`);
        const graduated = new Date(`${c.endDate}T12:00:00Z`);
        const row: ClassEnrolment = {
          username: account.username,
          tenantId,
          tbtpId: c.tbtpId,
          enrolledAt: daysBefore(enrolled, 0, `${account.username}${c.tbtpId}`),
          compulsoryEarned: Math.round(c.compulsoryHours * share * 2) / 2,
          electiveEarned: Math.round(c.electiveHours * share * 2) / 2,
          finishedCourses: done,
          courseCount,
          // The unfinished one passed its exam on the second try but left
          // two courses undone: 未结业.
          examPassed: ended,
        };
        if (ended && !unfinished) {
          row.graduatedAt = daysBefore(
            graduated,
            3,
            `${account.username}${c.tbtpId}g`,
          );
        }
        rows.push(row);
      });
    }
  }
  return rows;
}

interface LetterTemplate {
  type: LetterType;
  sender: string;
  title: (ctx: LetterContext) => string;
  content: (ctx: LetterContext) => string;
}

interface LetterContext {
  name: string;
  site: string;
  year: number;
  className: string;
  courseName: string;
}

/** Oldest first; an account with n letters gets the n newest. */
const LETTERS: LetterTemplate[] = [
  {
    type: 'SYSTEM',
    sender: '系统管理员',
    title: (x) => `欢迎使用${x.site}`,
    content: (x) =>
      `${x.name}同志：\n欢迎使用${x.site}。您可以在学习中心查看本年度学时、我的课程、我的培训项目和证书。\n如在学习中遇到问题，请查看帮助中心或联系本单位培训管理员。`,
  },
  {
    type: 'NOTICE',
    sender: '培训管理处',
    title: (x) => `关于做好${x.year}年度干部网络学习的通知`,
    content: (x) =>
      `各位学员：\n${x.year}年度网络学习要求为50学时，其中必修课程不少于30学时、选修课程不少于20学时。\n请合理安排学习时间，于12月31日前完成年度学习任务。`,
  },
  {
    type: 'CLASS',
    sender: '专题班班主任',
    title: (x) => `「${x.className}」开班通知`,
    content: (x) =>
      `${x.name}同志：\n您已被编入「${x.className}」。请在开班期间完成必修课程学习并参加结业考试。\n班级公告、学习进度和结业要求可在专题班页面查看。`,
  },
  {
    type: 'SYSTEM',
    sender: '系统管理员',
    title: () => '学时认定结果通知',
    content: (x) =>
      `${x.name}同志：\n您学习的课程《${x.courseName}》已完成，学时已记入本年度学习档案。\n可在学习中心“我的课程”中查看每门课程获得的学时。`,
  },
  {
    type: 'NOTICE',
    sender: '信息中心',
    title: () => '关于平台系统维护的通知',
    content: () =>
      '各位学员：\n为提升平台服务质量，平台将于本周六22:00至次日02:00进行系统维护，届时将暂停学习记录服务。\n请提前安排学习时间，由此带来的不便敬请谅解。',
  },
  {
    type: 'SYSTEM',
    sender: '培训管理处',
    title: () => '调训申请审核结果',
    content: (x) =>
      `${x.name}同志：\n您提交的调训申请已审核，审核结果请在学习中心“调训申请”中查看。\n审核通过的培训学时将计入本年度学时。`,
  },
  {
    type: 'CLASS',
    sender: '专题班班主任',
    title: (x) => `「${x.className}」结业考试提醒`,
    content: (x) =>
      `${x.name}同志：\n「${x.className}」结业考试已开放，考试时长60分钟，60分及格，可考3次。\n请在班级结束前完成考试，逾期将不能结业。`,
  },
  {
    type: 'SYSTEM',
    sender: '系统管理员',
    title: (x) => `${x.year}年度学时进度提醒`,
    content: (x) =>
      `${x.name}同志：\n距${x.year}年度结束不足两个月，请登录学习中心查看本年度学时完成情况，抓紧完成剩余学时。`,
  },
  {
    type: 'NOTICE',
    sender: '培训管理处',
    title: () => '关于开展学习贯彻党的二十届四中全会精神专题学习的通知',
    content: () =>
      '各位学员：\n平台已上线学习贯彻党的二十届四中全会精神网上专题班和专题课程，请按要求参加学习。\n专题班学时计入年度必修学时。',
  },
];

function buildLetters(
  classes: readonly ClassRecord[],
  courses: readonly CourseRecord[],
  credits: readonly HoursCredit[],
  today: Date,
): Letter[] {
  const letters: Letter[] = [];
  TENANT_IDS.forEach((tenantId, t) => {
    const site = TENANT_PROFILES[tenantId].title;
    DEMO_ACCOUNTS.forEach((account, a) => {
      const profile = CENTRE_PROFILES[account.username];
      if (!profile) return;
      const mine = classesOf(classes, tenantId, today, 1);
      const credit = filterInTenant(
        credits,
        tenantId,
        (c) => c.username === account.username,
      ).sort((x, y) => y.creditedAt.localeCompare(x.creditedAt))[0];
      const course = findInTenant(
        courses,
        tenantId,
        (c) => c.id === credit?.courseId,
      );
      const context: LetterContext = {
        name: account.name,
        site,
        year: today.getUTCFullYear(),
        className:
          mine[0]?.name ?? `${TENANT_PROFILES[tenantId].shortName}网上专题班`,
        courseName: course?.name ?? '新时代党的创新理论',
      };
      const chosen = LETTERS.slice(LETTERS.length - profile.letters);
      chosen.forEach((template, k) => {
        // Oldest about ten months ago, the newest yesterday.
        const back =
          Math.round(((chosen.length - 1 - k) * 300) / chosen.length) + 1;
        const unread = k >= chosen.length - profile.unread;
        const sendTime = daysBefore(
          today,
          back,
          `${account.username}-${tenantId}-letter-${k}`,
        );
        const letter: Letter = {
          id: `L${t + 1}${String(a + 1).padStart(2, '0')}${String(k + 1).padStart(2, '0')}`,
          tenantId,
          username: account.username,
          type: template.type,
          title: template.title(context),
          content: template.content(context),
          sender: template.sender,
          sendTime,
          read: !unread,
        };
        if (!unread) letter.readAt = sendTime;
        letters.push(letter);
      });
    });
  });
  return letters;
}

const DISPATCH_TRAININGS = [
  {
    trainingName: '全市处级干部学习贯彻党的二十届四中全会精神专题研讨班',
    organizer: '市委党校',
    location: '市委党校主校区',
    days: 5,
    hours: 32,
  },
  {
    trainingName: '数字政府建设专题培训班',
    organizer: '市大数据管理局',
    location: '市行政学院',
    days: 3,
    hours: 18,
  },
  {
    trainingName: '机关公文写作能力提升培训班',
    organizer: '市委办公室',
    location: '市干部教育培训中心',
    days: 2,
    hours: 12,
  },
  {
    trainingName: '应急管理与安全生产专题培训班',
    organizer: '市应急管理局',
    location: '市应急指挥中心培训室',
    days: 2,
    hours: 12,
  },
];

const REVIEW_COMMENTS: Record<DispatchStatus, string | undefined> = {
  PENDING: undefined,
  APPROVED: '材料齐全，同意计入年度学时。',
  REJECTED: '培训通知及结业证明未上传，请补充材料后重新申请。',
};

function buildDispatchApplications(today: Date): DispatchApplicationRecord[] {
  const rows: DispatchApplicationRecord[] = [];
  TENANT_IDS.forEach((tenantId, t) => {
    DEMO_ACCOUNTS.forEach((account, a) => {
      const profile = CENTRE_PROFILES[account.username];
      if (!profile) return;
      const n = profile.dispatch.length;
      profile.dispatch.forEach((status, k) => {
        const training =
          DISPATCH_TRAININGS[(k + a) % DISPATCH_TRAININGS.length] ??
          DISPATCH_TRAININGS[0]!;
        // Oldest about nine months ago; a pending one a week ago.
        const back = status === 'PENDING' ? 7 : 270 - Math.round((k * 240) / n);
        const start = new Date(today.getTime() - (back + 20) * DAY_MS);
        const end = new Date(start.getTime() + (training.days - 1) * DAY_MS);
        const createdAt = daysBefore(
          today,
          back,
          `${account.username}-${tenantId}-dispatch-${k}`,
        );
        const row: DispatchApplicationRecord = {
          id: `D${t + 1}${String(a + 1).padStart(2, '0')}${String(k + 1).padStart(2, '0')}`,
          tenantId,
          username: account.username,
          trainingName: training.trainingName,
          organizer: training.organizer,
          location: training.location,
          startDate: isoDay(start),
          endDate: isoDay(end),
          hours: training.hours,
          phone: `13800000${String(a + 1).padStart(3, '0')}`,
          reason: `参加${training.organizer}举办的${training.trainingName}，申请将培训学时计入本年度学习档案。`,
          status,
          createdAt,
        };
        const comment = REVIEW_COMMENTS[status];
        if (comment) {
          row.reviewComment = comment;
          row.reviewedAt = daysBefore(
            today,
            Math.max(1, back - 4),
            `${account.username}-${tenantId}-review-${k}`,
          );
        }
        rows.push(row);
      });
    });
  });
  return rows;
}

function buildUserExams(
  classes: readonly ClassRecord[],
  courses: readonly CourseRecord[],
  credits: readonly HoursCredit[],
  today: Date,
): UserExamRecord[] {
  const rows: UserExamRecord[] = [];
  TENANT_IDS.forEach((tenantId, t) => {
    DEMO_ACCOUNTS.forEach((account, a) => {
      const profile = CENTRE_PROFILES[account.username];
      if (!profile || profile.exams === 0) return;
      const key = `${account.username}-${tenantId}`;
      const mine = classesOf(
        classes,
        tenantId,
        today,
        Math.min(3, profile.classes),
      );
      const finished = filterInTenant(
        credits,
        tenantId,
        (c) => c.username === account.username,
      ).sort((x, y) => y.creditedAt.localeCompare(x.creditedAt));
      const candidates: Omit<UserExamRecord, 'id' | 'tenantId' | 'username'>[] =
        [];
      // 随堂测试 of the two latest completed courses.
      for (const credit of finished.slice(0, 2)) {
        const course = findInTenant(
          courses,
          tenantId,
          (c) => c.id === credit.courseId,
        );
        if (!course) continue;
        candidates.push({
          examId: `CT${course.id}`,
          examName: `《${course.name}》随堂测试`,
          kind: 'CLASSROOM',
          score: 80 + (seedHash(key + course.id) % 5) * 5,
          totalScore: 100,
          passScore: 60,
          submittedAt: credit.creditedAt,
          durationSeconds: 240 + (seedHash(course.id) % 300),
        });
      }
      mine.forEach((c, k) => {
        const end = new Date(`${c.endDate}T12:00:00Z`);
        const at = end < today ? end : new Date(today.getTime() - 3 * DAY_MS);
        const base = {
          tbtpId: c.tbtpId,
          tbtpName: c.name,
          totalScore: 100,
          passScore: 60,
        };
        if (k === 2) {
          // A failed attempt, then a passed one.
          candidates.push({
            ...base,
            examId: `GE${c.tbtpId}`,
            examName: `${c.name}结业考试`,
            kind: 'GRADUATION',
            score: 52,
            submittedAt: daysBefore(at, 6, `${key}${c.tbtpId}f`),
            durationSeconds: 2650,
          });
        }
        candidates.push({
          ...base,
          examId: `${k === 0 ? 'CE' : 'GE'}${c.tbtpId}`,
          examName: `${c.name}${k === 0 ? '班级考试' : '结业考试'}`,
          kind: k === 0 ? 'CLASS' : 'GRADUATION',
          score: 72 + (seedHash(key + c.tbtpId) % 6) * 5,
          submittedAt: daysBefore(at, 2, `${key}${c.tbtpId}`),
          durationSeconds: 1500 + (seedHash(c.tbtpId) % 1500),
        });
      });
      candidates.push({
        examId: `CS${t + 1}001`,
        examName: `${today.getUTCFullYear()}年度巩固练习（正式）`,
        kind: 'CONSOLIDATE',
        score: 86,
        totalScore: 100,
        passScore: 60,
        submittedAt: daysBefore(today, 40, `${key}cs`),
        durationSeconds: 1320,
      });
      candidates
        .sort((x, y) => y.submittedAt.localeCompare(x.submittedAt))
        .slice(0, profile.exams)
        .forEach((exam, k) =>
          rows.push({
            ...exam,
            id: `UE${t + 1}${String(a + 1).padStart(2, '0')}${String(k + 1).padStart(2, '0')}`,
            tenantId,
            username: account.username,
          }),
        );
    });
  });
  return rows;
}

const EVALUATIONS = [
  {
    name: '领导干部政治素质测评',
    dimensions: ['政治忠诚', '政治定力', '政治担当', '政治能力', '政治自律'],
  },
  {
    name: '数字素养与技能测评',
    dimensions: ['数字意识', '数据分析', '数字化办公', '网络安全'],
  },
  {
    name: '法治素养测评',
    dimensions: ['法治思维', '依法行政', '宪法法律知识'],
  },
];

function comment(percent: number): string {
  if (percent >= 90) return '测评结果优秀，各维度表现均衡，请继续保持。';
  if (percent >= 75)
    return '测评结果良好，建议加强得分较低维度的相关课程学习。';
  return '测评结果合格，建议结合薄弱维度制定学习计划并参加相关专题班。';
}

function buildEvaluations(today: Date): EvaluationRecord[] {
  const rows: EvaluationRecord[] = [];
  TENANT_IDS.forEach((tenantId, t) => {
    DEMO_ACCOUNTS.forEach((account, a) => {
      const profile = CENTRE_PROFILES[account.username];
      if (!profile) return;
      EVALUATIONS.slice(0, profile.evaluations).forEach((evaluation, k) => {
        const key = `${account.username}-${tenantId}-${k}`;
        const dimensions = evaluation.dimensions.map((name, d) => ({
          name,
          totalScore: 20,
          score: 13 + (seedHash(`${key}${d}`) % 8),
        }));
        const score = dimensions.reduce((s, d) => s + d.score, 0);
        const totalScore = dimensions.length * 20;
        rows.push({
          examId: `CP${t + 1}${String(a + 1).padStart(2, '0')}${String(k + 1).padStart(2, '0')}`,
          tenantId,
          username: account.username,
          name: evaluation.name,
          finishedAt: daysBefore(today, 30 + k * 75, key),
          score,
          totalScore,
          dimensions,
          comment: comment((score / totalScore) * 100),
        });
      });
    });
  });
  return rows;
}

/**
 * The learning centre's collections plus the study history, and the
 * yearHours rows less the hours the history credits (see
 * domains/course-study/study-history.seed.ts). Spread last into the seed: it replaces the empty
 * study collections and the yearHours rows.
 */
export function buildLearningCentreSeed(
  currentYear: number,
  courses: readonly CourseRecord[],
  now: Date,
): Pick<
  CourseStudyCollections,
  'yearHours' | 'studyRecords' | 'hoursCredits' | 'courseCollects'
> &
  Pick<ClassesCollections, 'classEnrolments'> &
  LettersCollections &
  DispatchCollections &
  LearningCentreCollections {
  const today = seedToday(currentYear, now);
  const seededHours = buildYearHours(currentYear);
  const classes = buildClasses();
  const history = buildStudyHistory(courses, seededHours, today);
  return {
    yearHours: withoutCredited(seededHours, history.hoursCredits),
    ...history,
    classEnrolments: buildClassEnrolments(classes, today),
    letters: buildLetters(classes, courses, history.hoursCredits, today),
    dispatchApplications: buildDispatchApplications(today),
    userExams: buildUserExams(classes, courses, history.hoursCredits, today),
    evaluations: buildEvaluations(today),
  };
}
