/**
 * The class-study answers as the contract types them: the checklist, my
 * class, my exams, the ranking and the homework. Each builder reads the db
 * and changes nothing; the routes answer with what they return.
 */
import type {
  CertificateRef,
  Checklist,
  ClassExamAttempt,
  ClassExamHistoryRow,
  ClassExams,
  ClassRankingPage,
  ClassRankingRow,
  ClassSummary,
  Homework,
  HomeworkSubmission,
  MyClass,
  MyClassCourse,
} from '@portal/shared/contracts';

import { classHours, examRefusal, homeworkState } from './class-study-rules';
import {
  attemptsOf,
  classCourses,
  enrollmentOf,
  graduationPaperOf,
  type ClassCourse,
  type HomeworkWithSubmission,
} from './class-study.lookups';
import { classCertificate, type StudyContext } from './graduation';
import { paginate } from '../../platform/http';
import { seedHash } from '../../platform/seeding';
import { classMembers } from '../classes';
import { attemptRowOf } from '../exams';
import { classExamHistoryOf } from '../learning-centre';
import type { CertificateRecord } from '../certificates';
import type { HomeworkSubmissionRecord } from './class-study.records';
import type { ClassRecord } from '../classes';

function classSummary(cls: ClassRecord): ClassSummary {
  return {
    tbtpId: cls.tbtpId,
    name: cls.name,
    orgName: cls.orgName,
    startDate: cls.startDate,
    endDate: cls.endDate,
    status: cls.status,
    requiredHours: cls.requiredHours,
    compulsoryHours: cls.compulsoryHours,
    electiveHours: cls.electiveHours,
  };
}

function certificateSummary(
  record: CertificateRecord | undefined,
): CertificateRef | null {
  return record
    ? { id: record.id, certNo: record.certNo, title: record.title }
    : null;
}

/** The graduation checklist (完成进度) and the exam's gate. */
export function checklistView({
  who,
  state,
  cls,
  enrollment,
  items,
}: StudyContext): Checklist {
  const paper = graduationPaperOf(state, who.tenantId, cls.tbtpId);
  const refusal = examRefusal(items);
  return {
    ...classSummary(cls),
    graduated: Boolean(enrollment.graduatedAt),
    graduatedAt: enrollment.graduatedAt ?? null,
    certificate: certificateSummary(classCertificate(state, who, cls.tbtpId)),
    paperId: paper?.id ?? null,
    examOpen: paper !== undefined && refusal === null,
    examRefusal: paper ? refusal : '本班未安排结业考试',
    items,
  };
}

/** My class: hours, courses and state. */
export function myClassView({
  who,
  state,
  cls,
  enrollment,
}: StudyContext): MyClass {
  const compulsory = classCourses(state, who, cls.compulsoryCourseIds);
  const optional = classCourses(state, who, cls.optionalCourseIds);
  const hours = classHours({
    enrollment,
    compulsoryCourses: compulsory,
    optionalCourses: optional,
  });
  const course =
    (isCompulsory: boolean) =>
    (c: ClassCourse): MyClassCourse => ({
      id: c.id,
      name: c.name,
      teacher: c.teacher,
      creditHour: c.creditHour,
      isCompulsory,
      completed: c.completed,
    });
  return {
    ...classSummary(cls),
    enrolledAt: enrollment.enrolledAt,
    compulsoryEarned: hours.compulsory,
    electiveEarned: hours.elective,
    earnedHours: hours.total,
    finishedCourses: enrollment.finishedCourses,
    courseCount: enrollment.courseCount,
    examPassed: enrollment.examPassed,
    graduatedAt: enrollment.graduatedAt ?? null,
    learningStatus: enrollment.graduatedAt
      ? 'GRADUATED'
      : cls.status === 'ENDED'
        ? 'NOT_GRADUATED'
        : 'IN_PROGRESS',
    certificate: certificateSummary(classCertificate(state, who, cls.tbtpId)),
    courses: [...compulsory.map(course(true)), ...optional.map(course(false))],
  };
}

/** The class's graduation paper, my attempts and past results. */
export function classExamsView({ who, state, cls }: StudyContext): ClassExams {
  const paper = graduationPaperOf(state, who.tenantId, cls.tbtpId);
  const total = paper?.questions.reduce((s, q) => s + q.score, 0) ?? 100;
  const attempts = paper
    ? attemptsOf(state, who, paper.id).map((a): ClassExamAttempt => ({
        ...attemptRowOf(a),
        totalScore: total,
      }))
    : [];
  const history = classExamHistoryOf(state, who, cls.tbtpId)
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
    .map((e): ClassExamHistoryRow => ({
      id: e.id,
      examName: e.examName,
      kind: e.kind,
      score: e.score,
      totalScore: e.totalScore,
      passScore: e.passScore,
      passed: e.score >= e.passScore,
      submittedAt: e.submittedAt,
    }));
  return {
    paper: paper
      ? {
          paperId: paper.id,
          title: paper.title,
          passScore: paper.passScore,
          totalScore: total,
          maxAttempts: paper.maxAttempts,
          timeLimitSec: paper.timeLimitSec,
          openAt: paper.openAt,
          closeAt: paper.closeAt,
        }
      : null,
    attempts,
    history,
  };
}

/** One page of the class ranking by hours, and my place. */
export function classRankingView(
  { who, state, cls }: StudyContext,
  paging: { pagesize: number; pagenum: number },
): ClassRankingPage {
  // The members as the members page lists them; enrolled learners with
  // their hours, the others with made-up but stable hours.
  const members = classMembers(state, cls).map((m) => {
    const username = m.id.startsWith('U-') ? m.id.slice(2) : null;
    const e = username
      ? enrollmentOf(state, { username, tenantId: who.tenantId }, cls.tbtpId)
      : undefined;
    if (e) {
      const member = { username: e.username, tenantId: e.tenantId };
      return {
        name: m.name,
        orgName: m.orgName,
        hours: classHours({
          enrollment: e,
          compulsoryCourses: classCourses(
            state,
            member,
            cls.compulsoryCourseIds,
          ),
          optionalCourses: classCourses(state, member, cls.optionalCourseIds),
        }).total,
        isMe: e.username === who.username,
        graduated: Boolean(e.graduatedAt),
      };
    }
    const share = (seedHash(`${cls.tbtpId}/rank/${m.id}`) % 101) / 100;
    return {
      name: m.name,
      orgName: m.orgName,
      hours: Math.round(cls.requiredHours * share * 2) / 2,
      isMe: false,
      graduated: cls.status === 'ENDED' && share >= 1,
    };
  });
  const ranked = members
    .sort(
      (a, b) =>
        b.hours - a.hours ||
        Number(b.isMe) - Number(a.isMe) ||
        a.name.localeCompare(b.name, 'zh-CN'),
    )
    .map((row, i): ClassRankingRow => ({
      rank: i + 1,
      ...row,
      progress: Math.min(
        100,
        Math.round((row.hours / Math.max(1, cls.requiredHours)) * 100),
      ),
    }));
  const me = ranked.find((r) => r.isMe);
  return {
    ...paginate(ranked, paging),
    myRank: me?.rank ?? null,
    myHours: me?.hours ?? null,
  };
}

function submissionView(
  s: HomeworkSubmissionRecord | undefined,
): HomeworkSubmission | null {
  if (!s) return null;
  return {
    content: s.content,
    file: s.file
      ? { name: s.file.name, type: s.file.type, size: s.file.size }
      : null,
    submittedAt: s.submittedAt,
    score: s.score ?? null,
    comment: s.comment ?? null,
    gradedAt: s.gradedAt ?? null,
  };
}

/** An assignment with its state at `now` and my submission (no file bytes). */
export function homeworkView(h: HomeworkWithSubmission, now: string): Homework {
  const { tenantId: _t, ...homework } = h.homework;
  return {
    ...homework,
    state: homeworkState(h.homework, h.submission, now),
    submission: submissionView(h.submission),
  };
}
