/**
 * Rules of class study (网上专题班): the graduation checklist and the
 * homework upload checks (the contract's homework rules, then the
 * attachment's real bytes). Pure functions; ./graduation.ts and ./homework.ts
 * feed them from the db.
 */

import {
  HOMEWORK_LIMITS,
  HOMEWORK_MESSAGES as HOMEWORK_RULE_MESSAGES,
  extensionOf,
  homeworkFileKindError,
  homeworkFileSizeError,
  validateHomeworkContent,
  type ChecklistItem,
  type ConditionKey,
  type ConditionState,
  type HomeworkState,
} from '@portal/shared/contracts';

import type { AttemptStatus } from '../exams';
import type {
  ClassHomework,
  HomeworkFile,
  HomeworkSubmissionRecord,
} from './class-study.records';
import type { ClassRecord, ClassEnrolment } from '../classes';

// ------------------------------------------------------------ checklist

export interface ChecklistCourse {
  id: string;
  creditHour: number;
  completed: boolean;
}

interface ChecklistSurvey {
  id: string;
  title: string;
  closeAt: string;
  submitted: boolean;
}

interface ChecklistPaper {
  paperId: string;
  title: string;
  passScore: number;
  maxAttempts: number | null;
  closeAt: string;
  attempts: { status: AttemptStatus; passed?: boolean }[];
}

export interface ChecklistInput {
  cls: Pick<
    ClassRecord,
    'tbtpId' | 'endDate' | 'requiredHours' | 'compulsoryHours' | 'electiveHours'
  >;
  enrollment: Pick<
    ClassEnrolment,
    | 'compulsoryEarned'
    | 'electiveEarned'
    | 'finishedCourses'
    | 'courseCount'
    | 'examPassed'
  >;
  compulsoryCourses: ChecklistCourse[];
  optionalCourses: ChecklistCourse[];
  homeworks: {
    homework: ClassHomework;
    submission?: HomeworkSubmissionRecord;
  }[];
  surveys: ChecklistSurvey[];
  paper: ChecklistPaper | null;
  /** 'YYYY-MM-DD HH:mm:ss' (local). */
  now: string;
}

const CONDITION_TITLES: Record<ConditionKey, string> = {
  COURSES: '必修课程',
  HOURS: '学时要求',
  HOMEWORK: '班级作业',
  SURVEY: '问卷调查',
  EXAM: '结业考试',
};

const half = (n: number) => Math.round(n * 2) / 2;
const sum = (courses: ChecklistCourse[]) =>
  courses.filter((c) => c.completed).reduce((s, c) => s + c.creditHour, 0);

/** Hours earned in the class: the seeded history or the class's courses. */
export function classHours(
  input: Pick<
    ChecklistInput,
    'enrollment' | 'compulsoryCourses' | 'optionalCourses'
  >,
): { compulsory: number; elective: number; total: number } {
  const compulsory = half(
    Math.max(input.enrollment.compulsoryEarned, sum(input.compulsoryCourses)),
  );
  const elective = half(
    Math.max(input.enrollment.electiveEarned, sum(input.optionalCourses)),
  );
  return { compulsory, elective, total: half(compulsory + elective) };
}

function pending(deadline: string | null, now: string): ConditionState {
  return deadline !== null && now > deadline ? 'OVERDUE' : 'TODO';
}

/**
 * The graduation checklist of one learner in one class. HOMEWORK, SURVEY
 * and EXAM appear only when the class has required homework, a survey
 * required for graduation or a graduation paper.
 */
export function buildChecklist(input: ChecklistInput): ChecklistItem[] {
  const { cls, enrollment, now } = input;
  const id = encodeURIComponent(cls.tbtpId);
  const classEnd = `${cls.endDate} 23:59:59`;
  const items: ChecklistItem[] = [];

  // Courses: every compulsory course of the class (or, for classes from
  // the seeded history, every course the history says is finished).
  const total = input.compulsoryCourses.length;
  const completed = input.compulsoryCourses.filter((c) => c.completed).length;
  const historyDone =
    enrollment.courseCount > 0 &&
    enrollment.finishedCourses >= enrollment.courseCount;
  const coursesDone = historyDone || completed >= total;
  const shownDone = historyDone ? total : completed;
  items.push({
    key: 'COURSES',
    title: CONDITION_TITLES.COURSES,
    state: coursesDone ? 'DONE' : pending(classEnd, now),
    detail: `已完成 ${shownDone}/${total} 门必修课程`,
    deadline: classEnd,
    link: `/projectDetail?id=${id}`,
    linkText: '去学习',
    done: shownDone,
    total,
  });

  const hours = classHours(input);
  const hoursDone =
    hours.compulsory >= cls.compulsoryHours && hours.total >= cls.requiredHours;
  items.push({
    key: 'HOURS',
    title: CONDITION_TITLES.HOURS,
    state: hoursDone ? 'DONE' : pending(classEnd, now),
    detail:
      `已获 ${hours.total}/${cls.requiredHours} 学时` +
      `（必修 ${hours.compulsory}/${cls.compulsoryHours}，选修 ${hours.elective}/${cls.electiveHours}）`,
    deadline: classEnd,
    link: `/projectDetailCxda/myClass?id=${id}`,
    linkText: '查看学时',
    done: hours.total,
    total: cls.requiredHours,
  });

  const required = input.homeworks.filter((h) => h.homework.required);
  if (required.length > 0) {
    const submitted = required.filter((h) => h.submission !== undefined);
    const open = required
      .filter((h) => h.submission === undefined)
      .map((h) => h.homework.deadline)
      .sort();
    const deadline =
      open[0] ??
      required
        .map((h) => h.homework.deadline)
        .sort()
        .at(-1) ??
      null;
    items.push({
      key: 'HOMEWORK',
      title: CONDITION_TITLES.HOMEWORK,
      state:
        submitted.length === required.length ? 'DONE' : pending(deadline, now),
      detail: `已提交 ${submitted.length}/${required.length} 项必做作业`,
      deadline,
      link: `/projectDetailGrbjzy?id=${id}`,
      linkText: '去提交',
      done: submitted.length,
      total: required.length,
    });
  }

  if (input.surveys.length > 0) {
    const answered = input.surveys.filter((s) => s.submitted);
    const next = input.surveys.find((s) => !s.submitted) ?? input.surveys[0];
    const deadline = next?.closeAt ?? null;
    items.push({
      key: 'SURVEY',
      title: CONDITION_TITLES.SURVEY,
      state:
        answered.length === input.surveys.length
          ? 'DONE'
          : pending(deadline, now),
      detail: `已填写 ${answered.length}/${input.surveys.length} 份问卷`,
      deadline,
      link: next
        ? `/preview?id=${encodeURIComponent(next.id)}`
        : '/previewList',
      linkText: '去填写',
      done: answered.length,
      total: input.surveys.length,
    });
  }

  const paper = input.paper;
  if (paper) {
    const others = items.every((item) => item.state === 'DONE');
    const submitted = paper.attempts.filter((a) => a.status === 'SUBMITTED');
    const passed =
      enrollment.examPassed || submitted.some((a) => a.passed === true);
    const used = paper.attempts.length;
    const exhausted =
      paper.maxAttempts !== null &&
      used >= paper.maxAttempts &&
      !paper.attempts.some((a) => a.status === 'IN_PROGRESS');
    let state: ConditionState;
    if (passed) state = 'DONE';
    else if (exhausted) state = 'FAILED';
    else if (now > paper.closeAt) state = 'OVERDUE';
    else state = others ? 'TODO' : 'LOCKED';
    const limit = paper.maxAttempts === null ? '不限' : `${paper.maxAttempts}`;
    items.push({
      key: 'EXAM',
      title: CONDITION_TITLES.EXAM,
      state,
      detail:
        state === 'LOCKED'
          ? '完成以上结业条件后开放'
          : `${paper.passScore}分合格，已作答 ${used} 次（共 ${limit} 次）`,
      deadline: paper.closeAt,
      link: `/projectStartExam?id=${id}`,
      linkText: state === 'DONE' ? '查看成绩' : '去考试',
      done: passed ? 1 : 0,
      total: 1,
    });
  }
  return items;
}

/** Conditions other than the exam that are still unmet. */
function unmetBeforeExam(items: readonly ChecklistItem[]): ChecklistItem[] {
  return items.filter((i) => i.key !== 'EXAM' && i.state !== 'DONE');
}

/** Why the graduation exam may not be started yet (null: it may). */
export function examRefusal(items: readonly ChecklistItem[]): string | null {
  const unmet = unmetBeforeExam(items);
  if (unmet.length === 0) return null;
  return `请先完成以下结业条件后再参加结业考试：${unmet.map((i) => i.title).join('、')}`;
}

/** Every condition is met. */
export function isComplete(items: readonly ChecklistItem[]): boolean {
  return items.every((i) => i.state === 'DONE');
}

// ------------------------------------------------------------- homework

/**
 * The rule messages are the contract's (class-study.rules.ts, the page's
 * too); these are the server's own.
 */
export const HOMEWORK_MESSAGES = {
  ...HOMEWORK_RULE_MESSAGES,
  graded: '作业已批改，不能再修改',
  missing: '作业不存在',
} as const;

/** Leading bytes of each kind (txt: readable UTF-8 without NUL). */
const MAGIC: Record<string, number[][]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46]],
  doc: [[0xd0, 0xcf, 0x11, 0xe0]],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47]],
};

function contentMatches(ext: string, bytes: Buffer): boolean {
  if (ext === 'txt') {
    if (bytes.includes(0)) return false;
    return !bytes.toString('utf8').includes('\uFFFD');
  }
  return (MAGIC[ext] ?? []).some((magic) =>
    magic.every((b, i) => bytes[i] === b),
  );
}

type HomeworkCheck =
  | { ok: true; content: string; file?: HomeworkFile }
  | { ok: false; message: string };

/**
 * Checks a submission's text and optional attachment ({name, type,
 * base64}); the file's real size and leading bytes decide, not what the
 * client claims.
 */
export function checkHomeworkInput(
  content: unknown,
  file: unknown,
): HomeworkCheck {
  const contentError = validateHomeworkContent(content);
  if (contentError) return { ok: false, message: contentError };
  const text = (content as string).trim();
  if (file === undefined || file === null) return { ok: true, content: text };
  if (typeof file !== 'object' || Array.isArray(file))
    return { ok: false, message: '参数file格式不正确' };
  const { name, type, base64 } = file as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '')
    return { ok: false, message: '缺少附件名称' };
  const claimed = typeof type === 'string' ? type : '';
  const kindError = homeworkFileKindError({ name, type: claimed });
  if (kindError) return { ok: false, message: kindError };
  // The page always sends the type it resolved (never empty).
  if (claimed === '') return { ok: false, message: HOMEWORK_MESSAGES.fileType };
  if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    return { ok: false, message: '附件编码不正确' };
  // 4 characters carry 3 bytes: refuse before decoding anything too large.
  if ((base64.length * 3) / 4 > HOMEWORK_LIMITS.maxFileBytes + 3)
    return { ok: false, message: HOMEWORK_MESSAGES.fileTooLarge };
  const bytes = Buffer.from(base64, 'base64');
  const sizeError = homeworkFileSizeError(bytes.length);
  if (sizeError) return { ok: false, message: sizeError };
  const ext = extensionOf(name);
  if (!contentMatches(ext, bytes))
    return { ok: false, message: HOMEWORK_MESSAGES.fileBroken };
  return {
    ok: true,
    content: text,
    file: {
      name: name.trim(),
      type: claimed.toLowerCase(),
      size: bytes.length,
      base64: bytes.toString('base64'),
    },
  };
}

export function homeworkState(
  homework: Pick<ClassHomework, 'deadline'>,
  submission: Pick<HomeworkSubmissionRecord, 'score'> | undefined,
  now: string,
): HomeworkState {
  if (submission)
    return submission.score === undefined ? 'SUBMITTED' : 'GRADED';
  return now > homework.deadline ? 'OVERDUE' : 'TODO';
}
