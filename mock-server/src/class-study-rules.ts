/**
 * Rules of class study (网上专题班): the graduation checklist and the
 * homework upload checks. Pure functions; routes/class-study.ts feeds them
 * from the db.
 */
import type { AttemptStatus } from './exam-types';
import { controlMessage, hasControlCharacters } from './text-rules';
import type {
  ClassHomework,
  HomeworkFile,
  HomeworkSubmission,
  TbtpClass,
  TbtpEnrollment,
} from './types';

// ------------------------------------------------------------ checklist

export type ConditionKey = 'COURSES' | 'HOURS' | 'HOMEWORK' | 'SURVEY' | 'EXAM';

/**
 * DONE met; TODO still possible; OVERDUE its deadline passed unmet; LOCKED
 * (exam) waits for the other conditions; FAILED (exam) no attempt left.
 */
export type ConditionState = 'DONE' | 'TODO' | 'OVERDUE' | 'LOCKED' | 'FAILED';

export interface ChecklistItem {
  key: ConditionKey;
  title: string;
  state: ConditionState;
  /** e.g. 已完成 2/3 门必修课程. */
  detail: string;
  /** 'YYYY-MM-DD HH:mm:ss' or null. */
  deadline: string | null;
  /** Where the learner does it (a portal path). */
  link: string;
  linkText: string;
  done: number;
  total: number;
}

export interface ChecklistCourse {
  id: string;
  creditHour: number;
  completed: boolean;
}

export interface ChecklistSurvey {
  id: string;
  title: string;
  closeAt: string;
  submitted: boolean;
}

export interface ChecklistPaper {
  paperId: string;
  title: string;
  passScore: number;
  maxAttempts: number | null;
  closeAt: string;
  attempts: { status: AttemptStatus; passed?: boolean }[];
}

export interface ChecklistInput {
  cls: Pick<
    TbtpClass,
    'tbtpId' | 'endDate' | 'requiredHours' | 'compulsoryHours' | 'electiveHours'
  >;
  enrollment: Pick<
    TbtpEnrollment,
    | 'compulsoryEarned'
    | 'electiveEarned'
    | 'finishedCourses'
    | 'courseCount'
    | 'examPassed'
  >;
  compulsoryCourses: ChecklistCourse[];
  optionalCourses: ChecklistCourse[];
  homeworks: { homework: ClassHomework; submission?: HomeworkSubmission }[];
  surveys: ChecklistSurvey[];
  paper: ChecklistPaper | null;
  /** 'YYYY-MM-DD HH:mm:ss' (local). */
  now: string;
}

export const CONDITION_TITLES: Record<ConditionKey, string> = {
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
export function unmetBeforeExam(
  items: readonly ChecklistItem[],
): ChecklistItem[] {
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

export const HOMEWORK_LIMITS = {
  /** Characters of the text answer. */
  maxContent: 5000,
  /** Bytes of the attached file (the JSON body limit is 1 MB). */
  maxFileBytes: 500 * 1024,
  maxFileName: 100,
} as const;

/** Allowed attachments: extension → accepted MIME types. */
export const HOMEWORK_FILE_TYPES: Record<string, readonly string[]> = {
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  txt: ['text/plain'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
};

export const HOMEWORK_MESSAGES = {
  contentMissing: '请填写作业内容',
  contentTooLong: `作业内容不能超过${HOMEWORK_LIMITS.maxContent}字`,
  fileType: '附件仅支持PDF、Word、TXT、JPG、PNG格式',
  fileTooLarge: '附件大小不能超过500KB',
  fileEmpty: '附件内容为空',
  fileName: `附件名称不能超过${HOMEWORK_LIMITS.maxFileName}个字符`,
  fileBroken: '附件内容与文件类型不符',
  late: '已超过作业提交截止时间，不能再提交',
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

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function contentMatches(ext: string, bytes: Buffer): boolean {
  if (ext === 'txt') {
    if (bytes.includes(0)) return false;
    return !bytes.toString('utf8').includes('\uFFFD');
  }
  return (MAGIC[ext] ?? []).some((magic) =>
    magic.every((b, i) => bytes[i] === b),
  );
}

export type HomeworkCheck =
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
  const text = typeof content === 'string' ? content.trim() : '';
  if (text === '')
    return { ok: false, message: HOMEWORK_MESSAGES.contentMissing };
  if ([...text].length > HOMEWORK_LIMITS.maxContent)
    return { ok: false, message: HOMEWORK_MESSAGES.contentTooLong };
  if (hasControlCharacters(text, { multiline: true }))
    return { ok: false, message: controlMessage('作业内容') };
  if (file === undefined || file === null) return { ok: true, content: text };
  if (typeof file !== 'object' || Array.isArray(file))
    return { ok: false, message: '参数file格式不正确' };
  const { name, type, base64 } = file as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '')
    return { ok: false, message: '缺少附件名称' };
  if ([...name].length > HOMEWORK_LIMITS.maxFileName)
    return { ok: false, message: HOMEWORK_MESSAGES.fileName };
  const ext = extensionOf(name);
  const types = HOMEWORK_FILE_TYPES[ext];
  if (!types || typeof type !== 'string' || !types.includes(type.toLowerCase()))
    return { ok: false, message: HOMEWORK_MESSAGES.fileType };
  if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    return { ok: false, message: '附件编码不正确' };
  // 4 characters carry 3 bytes: refuse before decoding anything too large.
  if ((base64.length * 3) / 4 > HOMEWORK_LIMITS.maxFileBytes + 3)
    return { ok: false, message: HOMEWORK_MESSAGES.fileTooLarge };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0)
    return { ok: false, message: HOMEWORK_MESSAGES.fileEmpty };
  if (bytes.length > HOMEWORK_LIMITS.maxFileBytes)
    return { ok: false, message: HOMEWORK_MESSAGES.fileTooLarge };
  if (!contentMatches(ext, bytes))
    return { ok: false, message: HOMEWORK_MESSAGES.fileBroken };
  return {
    ok: true,
    content: text,
    file: {
      name: name.trim(),
      type: type.toLowerCase(),
      size: bytes.length,
      base64: bytes.toString('base64'),
    },
  };
}

export type HomeworkState = 'TODO' | 'SUBMITTED' | 'GRADED' | 'OVERDUE';

export function homeworkState(
  homework: Pick<ClassHomework, 'deadline'>,
  submission: Pick<HomeworkSubmission, 'score'> | undefined,
  now: string,
): HomeworkState {
  if (submission)
    return submission.score === undefined ? 'SUBMITTED' : 'GRADED';
  return now > homework.deadline ? 'OVERDUE' : 'TODO';
}
