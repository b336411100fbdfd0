/**
 * Class study seed (domains/class-study/class-study.routes.ts, domains/surveys/surveys.routes.ts): homework of
 * the class that has a graduation paper in each tenant (TBTP<t>0002 with
 * paper <t>7013, see ./exams.ts), the surveys and evaluations, and one
 * learner ready for the graduation exam: `learner` in 001.001 has finished
 * that class's courses and hours, handed in its required homework and
 * answered its survey, so only the exam is left.
 *
 * The journey class (TBTP<t>0016, paper <t>7016) has one required homework
 * `HW<t>04` and nobody enrolled.
 *
 * Homework deadlines follow the seed's "today" (one open, one passed), so
 * tests do not depend on the calendar.
 */
import type { SurveyItem } from '@portal/shared/contracts';

import { formatDateTime } from '../../platform/http';
import { TENANT_IDS, type TenantId } from '../../platform/tenancy';
import type {
  ClassHomework,
  HomeworkSubmissionRecord,
} from './class-study.records';
import type {
  SurveyParticipation,
  SurveyRecord,
  SurveyResponse,
} from '../surveys';
import {
  classById,
  journeyClassId,
  withEnrolment,
  type ClassEnrolment,
} from '../classes';
import { courseOf } from '../course-catalogue';
import { findPaper } from '../exams';
import { seedToday } from '../course-study';
import type { ClassStudyCollections } from './class-study.records';
import type { ClassesCollections } from '../classes';
import type { CourseCatalogueCollections } from '../course-catalogue';
import type { ExamsCollections } from '../exams';
import type { SurveysCollections } from '../surveys';

/** The collections this seed adds: this domain's and the surveys'. */
type ClassStudySeed = ClassStudyCollections &
  Pick<
    SurveysCollections,
    'surveys' | 'surveyResponses' | 'surveyParticipations'
  >;

/** What this seed reads of the seeds before it. */
type SeedBefore = Pick<ExamsCollections, 'examPapers'> &
  Pick<ClassesCollections, 'classes' | 'classEnrolments'> &
  Pick<CourseCatalogueCollections, 'courses'>;

/** Tenant and account whose class is ready for the graduation exam. */
const READY_TENANT: TenantId = '001.001';
const READY_USER = 'learner';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local 'YYYY-MM-DD 23:59:59' of today + days (or another time of day). */
function dayAt(today: Date, days: number, time = '23:59:59'): string {
  return `${formatDateTime(new Date(today.getTime() + days * DAY_MS)).slice(0, 10)} ${time}`;
}

/** The class of each tenant's graduation paper. */
function graduationClassOf(
  state: Pick<ExamsCollections, 'examPapers'>,
  tenantId: TenantId,
): string | undefined {
  return findPaper(
    state,
    tenantId,
    (p) => p.kind === 'GRADUATION' && Boolean(p.tbtpId),
  )?.tbtpId;
}

const CLASS_SURVEY_ITEMS: SurveyItem[] = [
  {
    id: 'q1',
    type: 'SINGLE',
    label: '您对本期专题班课程内容的总体评价',
    required: true,
    options: ['非常满意', '满意', '一般', '不满意'],
  },
  {
    id: 'q2',
    type: 'MULTIPLE',
    label: '您认为本期学习收获较大的方面（可多选）',
    required: true,
    options: ['理论水平', '业务能力', '工作思路', '实践方法'],
  },
  {
    id: 'q3',
    type: 'RATING',
    label: '课程安排的合理程度',
    required: true,
    max: 5,
  },
  { id: 'q4', type: 'TEXT', label: '您对本班的意见和建议', required: false },
];

const SATISFACTION_ITEMS: SurveyItem[] = [
  {
    id: 'q1',
    type: 'SINGLE',
    label: '您平均每周在平台学习的时间',
    required: true,
    options: ['1小时以内', '1至3小时', '3至5小时', '5小时以上'],
  },
  {
    id: 'q2',
    type: 'MULTIPLE',
    label: '您喜欢的课程形式（可多选）',
    required: true,
    options: ['视频课程', '图文课程', '直播讲座', '专题班'],
  },
  {
    id: 'q3',
    type: 'RATING',
    label: '您对平台的总体满意度',
    required: true,
    max: 5,
  },
  { id: 'q4', type: 'TEXT', label: '您对平台的改进建议', required: true },
];

const COURSE_EVALUATION_ITEMS: SurveyItem[] = [
  {
    id: 'q1',
    type: 'RATING',
    label: '课程内容的实用性',
    required: true,
    max: 5,
  },
  {
    id: 'q2',
    type: 'RATING',
    label: '教师讲授的清晰程度',
    required: true,
    max: 5,
  },
  {
    id: 'q3',
    type: 'SINGLE',
    label: '是否愿意向同事推荐本课程',
    required: true,
    options: ['愿意', '不确定', '不愿意'],
  },
  { id: 'q4', type: 'TEXT', label: '对课程的其他意见', required: false },
];

const TEACHER_EVALUATION_ITEMS: SurveyItem[] = [
  { id: 'q1', type: 'RATING', label: '教学态度', required: true, max: 5 },
  { id: 'q2', type: 'RATING', label: '教学内容', required: true, max: 5 },
  { id: 'q3', type: 'RATING', label: '教学方法', required: true, max: 5 },
  { id: 'q4', type: 'TEXT', label: '对授课教师的评价', required: false },
];

function buildClassStudySeed(
  state: SeedBefore,
  currentYear: number,
  now: Date,
): ClassStudySeed {
  const today = seedToday(currentYear, now);
  const homeworks: ClassHomework[] = [];
  const submissions: HomeworkSubmissionRecord[] = [];
  const surveys: SurveyRecord[] = [];
  const responses: SurveyResponse[] = [];
  const participations: SurveyParticipation[] = [];

  TENANT_IDS.forEach((tenantId, t) => {
    const tbtpId = graduationClassOf(state, tenantId);
    const cls = classById(state, tenantId, tbtpId);
    const n = t + 1;
    if (cls) {
      homeworks.push(
        {
          id: `HW${n}01`,
          tenantId,
          tbtpId: cls.tbtpId,
          title: '结合工作实际撰写学习心得',
          requirement:
            '结合本职工作，围绕本期专题班的学习内容撰写一篇学习心得。\n字数不少于500字，可附PDF或Word文档。',
          deadline: dayAt(today, 7),
          required: true,
          totalScore: 100,
          passScore: 60,
        },
        {
          id: `HW${n}02`,
          tenantId,
          tbtpId: cls.tbtpId,
          title: '选做：本单位工作调研报告',
          requirement:
            '选做作业。就本单位在相关领域的工作现状做一次小型调研，提交调研报告。',
          deadline: dayAt(today, 14),
          required: false,
          totalScore: 100,
          passScore: 60,
        },
        {
          id: `HW${n}03`,
          tenantId,
          tbtpId: cls.tbtpId,
          title: '选做：第一阶段学习小结',
          requirement: '选做作业。总结第一阶段的学习情况，已截止。',
          deadline: dayAt(today, -3, '18:00:00'),
          required: false,
          totalScore: 100,
          passScore: 60,
        },
      );
      surveys.push({
        id: `SV${n}01`,
        tenantId,
        kind: 'SURVEY',
        title: '专题班学习效果调查问卷',
        description: '本问卷为匿名问卷，填写后方可参加结业考试。',
        tbtpId: cls.tbtpId,
        requiredForGraduation: true,
        anonymous: true,
        showResults: true,
        openAt: `${cls.startDate} 00:00:00`,
        closeAt: `${cls.endDate} 23:59:59`,
        items: CLASS_SURVEY_ITEMS,
      });
    }
    // The journey class (domains/classes/classes.seed.ts): one required homework, no
    // survey; nobody has handed anything in.
    const journey = classById(state, tenantId, journeyClassId(tenantId));
    if (journey) {
      homeworks.push({
        id: `HW${n}04`,
        tenantId,
        tbtpId: journey.tbtpId,
        title: '撰写综合素养提升学习体会',
        requirement:
          '结合本期课程内容和本职工作撰写一篇学习体会，字数不少于300字，并上传PDF、Word或TXT格式的附件。',
        deadline: dayAt(today, 10),
        required: true,
        totalScore: 100,
        passScore: 60,
      });
    }
    const compulsory = cls?.compulsoryCourseIds[0];
    const course = compulsory
      ? courseOf(state, tenantId, compulsory)
      : undefined;
    surveys.push(
      {
        id: `SV${n}02`,
        tenantId,
        kind: 'SURVEY',
        title: `${currentYear}年度学员学习满意度调查`,
        description: '请根据您的实际情况填写，每人限填一次。',
        anonymous: false,
        showResults: true,
        openAt: `${currentYear}-01-01 00:00:00`,
        closeAt: `${currentYear}-12-31 23:59:59`,
        items: SATISFACTION_ITEMS,
      },
      {
        id: `SV${n}03`,
        tenantId,
        kind: 'SURVEY',
        title: `${currentYear - 1}年度培训需求调研`,
        description: '已结束。',
        anonymous: true,
        showResults: false,
        openAt: `${currentYear - 1}-03-01 00:00:00`,
        closeAt: `${currentYear - 1}-04-30 23:59:59`,
        items: SATISFACTION_ITEMS.slice(0, 2),
      },
      {
        id: `EV${n}01`,
        tenantId,
        kind: 'EVALUATION',
        title: '课程评估问卷',
        description: '请对课程内容和讲授效果作出评价。',
        target: course ? `课程《${course.name}》` : '专题班必修课程',
        ...(cls ? { tbtpId: cls.tbtpId } : {}),
        anonymous: false,
        showResults: false,
        openAt: `${currentYear}-01-01 00:00:00`,
        closeAt: `${currentYear}-12-31 23:59:59`,
        items: COURSE_EVALUATION_ITEMS,
      },
      {
        id: `EV${n}02`,
        tenantId,
        kind: 'EVALUATION',
        title: '授课教师评估问卷',
        description: '请对授课教师的教学情况作出评价。',
        target: course ? `授课教师 ${course.teacher}` : '授课教师',
        anonymous: false,
        showResults: false,
        openAt: `${currentYear}-01-01 00:00:00`,
        closeAt: `${currentYear}-12-31 23:59:59`,
        items: TEACHER_EVALUATION_ITEMS,
      },
    );
    // Every learner has evaluated the teacher already (a read-only preview).
    const answeredAt = dayAt(today, -10, '10:20:00');
    responses.push({
      id: `SR${n}-EV02-learner`,
      tenantId,
      surveyId: `EV${n}02`,
      username: 'learner',
      answers: { q1: 5, q2: 4, q3: 5, q4: '讲解深入浅出，案例贴近工作实际。' },
      submittedAt: answeredAt,
    });
    participations.push({
      tenantId,
      surveyId: `EV${n}02`,
      username: 'learner',
      submittedAt: answeredAt,
    });
  });

  // The learner ready for the exam: homework handed in and graded, the
  // class survey answered (anonymously).
  const readyClass = graduationClassOf(state, READY_TENANT);
  if (readyClass) {
    const at = dayAt(today, -2, '20:15:00');
    submissions.push({
      id: 'HS-ready-1',
      tenantId: READY_TENANT,
      username: READY_USER,
      tbtpId: readyClass,
      homeworkId: 'HW101',
      content:
        '通过本期专题班的学习，我对相关理论有了更系统的认识，并结合本职工作梳理了三项改进措施。',
      submittedAt: at,
      score: 92,
      comment: '心得体会深刻，联系实际紧密。',
      gradedAt: dayAt(today, -1, '09:30:00'),
    });
    responses.push({
      id: 'SR1-SV01-seed',
      tenantId: READY_TENANT,
      surveyId: 'SV101',
      answers: { q1: [0], q2: [0, 2], q3: 5, q4: '' },
      submittedAt: at,
    });
    participations.push({
      tenantId: READY_TENANT,
      surveyId: 'SV101',
      username: READY_USER,
      submittedAt: at,
    });
  }

  return {
    classHomeworks: homeworks,
    homeworkSubmissions: submissions,
    surveys,
    surveyResponses: responses,
    surveyParticipations: participations,
  };
}

/**
 * The enrolment of the ready learner with the class's courses and hours
 * complete (created when the learning-centre seed has none).
 */
function readyEnrollments(
  state: SeedBefore,
  currentYear: number,
  now: Date,
): ClassEnrolment[] | undefined {
  const tbtpId = graduationClassOf(state, READY_TENANT);
  const cls = classById(state, READY_TENANT, tbtpId);
  if (!cls) return undefined;
  // Every other row stays, the ready learner's of other tenants too.
  const who = { username: READY_USER, tenantId: READY_TENANT };
  return withEnrolment(state, who, cls.tbtpId, (previous) => {
    const courseCount = previous?.courseCount ?? 5;
    return {
      username: READY_USER,
      tenantId: READY_TENANT,
      tbtpId: cls.tbtpId,
      enrolledAt:
        previous?.enrolledAt ??
        `${formatDateTime(seedToday(currentYear, now)).slice(0, 10)} 09:00:00`,
      compulsoryEarned: cls.compulsoryHours,
      electiveEarned: cls.electiveHours,
      finishedCourses: courseCount,
      courseCount,
      examPassed: false,
    };
  });
}

function withReady(enrolments: ClassEnrolment[] | undefined): {
  classEnrolments?: ClassEnrolment[];
} {
  return enrolments ? { classEnrolments: enrolments } : {};
}

/** The seed with the class study collections and the ready learner. */
export function withClassStudy<S extends SeedBefore>(
  currentYear: number,
  now: Date,
  state: S,
): S & ClassStudySeed {
  return {
    ...state,
    ...withReady(readyEnrollments(state, currentYear, now)),
    ...buildClassStudySeed(state, currentYear, now),
  };
}
