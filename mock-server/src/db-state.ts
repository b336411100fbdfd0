/**
 * Records kept in the mock backend's db file. What the backend answers is
 * the wire contract ('@portal/shared/contracts'); a record extends the
 * contract's type with what only the server keeps (tenant, owner, …).
 */

import type {
  Attachment,
  Banner,
  Certificate,
  Column,
  ColumnArticleSummary,
  Course,
  CourseCategory,
  DispatchApplication,
  DispatchStatus,
  LetterType,
  Live,
  ResourceType,
  Role,
  StudyStatus,
  SubSiteConfigRaw,
  SurveyAnswer,
  SurveyItem,
  SurveyKind,
  Teacher,
  UserInfo,
  YearHours,
} from '@portal/shared/contracts';

import type {
  ExamAttempt,
  ExamPaperRecord,
} from './domains/exams/exam-records';

import type { TenantId } from './platform/tenancy';

export { TENANT_IDS, type TenantId } from './platform/tenancy';

/** The sub-site configuration, sent as it is stored. */
export interface SubsiteConfig extends SubSiteConfigRaw {
  tenantId: TenantId;
}

/** A user in one tenant; GET/POST /api/user/info answers its UserInfo part. */
export interface UserRecord extends UserInfo {
  tenantId: TenantId;
  /** Seeded users always have a list (possibly empty), never null. */
  roleList: Role[];
  loginBy: string;
  username: string;
  /** `scrypt$<salt hex>$<hash hex>`; never sent to clients. */
  passwordHash: string;
}

export interface Session {
  token: string;
  username: string;
  tenantId: TenantId;
  createdAt: string;
  /** When this session passed the SMS check (checkUserSmsCode). */
  smsVerifiedAt?: string;
  /** When this session signed in with the UKEY (ukey/login). */
  ukeyVerifiedAt?: string;
}

export interface BannerRecord extends Banner {
  tenantId: TenantId;
}

export interface Article {
  id: string;
  tenantId: TenantId;
  title: string;
  summary: string;
  /** HTML fragment. */
  content: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishDate: string;
  isTop: boolean;
  source: string;
  views: number;
}

/** Seeded hours of a user's year (yearHourTotalStatistics adds the earned ones). */
export interface YearHoursRecord extends YearHours {
  username: string;
  tenantId: TenantId;
  year: number;
}

export type ScheduleStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'ENDED';
export const SCHEDULE_STATUSES: readonly ScheduleStatus[] = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'ENDED',
];

export interface TbtpClass {
  tbtpId: string;
  tenantId: TenantId;
  name: string;
  cover: string;
  orgName: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
  enrollStatus: 'NONE' | 'PENDING' | 'ENROLLED';
  enrollMode: 'OPEN' | 'CODE' | 'ASSIGNED';
  memberCount: number;
  requiredHours: number;
  compulsoryHours: number;
  electiveHours: number;
  status: ScheduleStatus;
  /** Organising unit (queryOrgList) and its city. */
  orgId: string;
  city: string;
  /** Sign-up code of a CODE class (never sent to clients). */
  enrollCode?: string;
  /** Course ids of the tenant's catalogue. */
  compulsoryCourseIds: string[];
  optionalCourseIds: string[];
  /** Plain text introduction. */
  introduction: string;
}

/** A hand-in of the enrolment form, or a seeded application under review. */
export interface TbtpApplication {
  id: string;
  tenantId: TenantId;
  username: string;
  tbtpId: string;
  status: 'PENDING' | 'APPROVED';
  name: string;
  orgName: string;
  phone: string;
  position: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  createdAt: string;
}

/** A class notice (班级通知) or a class news item (班级动态). */
export interface TbtpPost {
  id: string;
  tenantId: TenantId;
  tbtpId: string;
  title: string;
  /** Plain text; paragraphs separated by '\n'. */
  content: string;
  author: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishTime: string;
}

/** 班务: the class committee, the schedule and who to contact. */
export interface TbtpAffairs {
  tenantId: TenantId;
  tbtpId: string;
  committee: { role: string; name: string; orgName: string }[];
  schedule: {
    phase: string;
    startDate: string;
    endDate: string;
    content: string;
  }[];
  contacts: { role: string; name: string; phone: string; email: string }[];
}

export interface ConsolidatePlan {
  id: string;
  tenantId: TenantId;
  name: string;
  description: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  startTime: string;
  endTime: string;
  examCount: number;
  passScore: number;
  status: ScheduleStatus;
}

export interface Suggestion {
  /** Sequence number as a string ('1', '2', …). */
  id: string;
  username: string;
  tenantId: TenantId;
  content: string;
  createdAt: string;
}

/** One SMS the mock sent (GET /__dev/sms-outbox). */
export interface SmsMessage {
  phone: string;
  code: string;
  /** ISO 8601 (the backend's clock). */
  at: string;
  /** Tenant of the account the code was sent for. */
  tenantId: TenantId;
}

/** The RSA key pair for password fields (PEM; generated on first use). */
export interface RsaKeyRecord {
  /** Always 'password'. */
  id: string;
  /** SPKI PEM. */
  publicKey: string;
  /** PKCS#8 PEM; never sent to clients. */
  privateKey: string;
  createdAt: string;
}

/** Last page origin a user reported (POST /api/user/configure/new). */
export interface ClientOrigin {
  username: string;
  tenantId: TenantId;
  /** An http(s) origin, e.g. http://localhost:8080. */
  ipPort: string;
  at: string;
}

/** One item of a stored dictionary (/api/dictionary/list/:parentCode). */
export interface DictionaryEntry {
  parentCode: string;
  code: string;
  name: string;
  sort: number;
}

// ------------------------------------------------------------ learning

export const RESOURCE_TYPES: readonly ResourceType[] = ['VIDEO', 'ARTICLE'];

/**
 * One node of a tenant's course category tree (stored flat; getCategory
 * answers the tree).
 */
export interface CourseCategoryRecord extends Omit<CourseCategory, 'children'> {
  tenantId: TenantId;
  /** null for a root. */
  parentId: string | null;
  sort: number;
}

/**
 * A course's own fields: the contract's Course without the caller's study
 * status, which the lists add per learner.
 */
export type CatalogueCourse = Omit<Course, 'studyStatus' | 'showStatusMsg'>;

/** The stored course: its own fields plus tenant and detail-only fields. */
export interface CourseRecord extends CatalogueCourse {
  tenantId: TenantId;
  attachmentList: Attachment[];
  /** ARTICLE: HTML fragment; VIDEO: ''. */
  content: string;
}

/** 名师 of the master lecture hall (the lists count their courses). */
export interface TeacherRecord extends Omit<Teacher, 'courseCount'> {
  tenantId: TenantId;
}

/** 专题 */
export interface SpecialTopic {
  id: string;
  name: string;
  cover: string;
  description: string;
  courseIds: string[];
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
}

export interface SpecialTopicRecord extends SpecialTopic {
  tenantId: TenantId;
}

/** A column's short text article (专栏文章); `content` is HTML. */
export interface ColumnArticleRecord extends ColumnArticleSummary {
  content: string;
}

/**
 * 专栏; its items are courses, and it also holds short text articles (the
 * lists count both).
 */
export interface ColumnRecord extends Omit<
  Column,
  'courseCount' | 'articleCount'
> {
  tenantId: TenantId;
  articles: ColumnArticleRecord[];
}

export interface LiveRecord extends Live {
  tenantId: TenantId;
}

/** A user's study of one course (created by study/start). */
export interface StudyRecord {
  username: string;
  tenantId: TenantId;
  courseId: string;
  /** Seconds watched (VIDEO) or read (ARTICLE); never decreases. */
  studyTimes: number;
  studyStatus: StudyStatus;
  /** 'YYYY-MM-DD HH:mm:ss' */
  startedAt: string;
  /** Last start or progress report (ms, the backend's clock). */
  lastReportAt: number;
  /** 'YYYY-MM-DD HH:mm:ss' of the first completion. */
  completedAt?: string;
}

/** Hours credited for a completed course: once per user, course and year. */
export interface HoursCredit {
  username: string;
  tenantId: TenantId;
  courseId: string;
  year: number;
  hours: number;
  isCompulsory: boolean;
  creditedAt: string;
}

export interface CourseCollect {
  username: string;
  tenantId: TenantId;
  courseId: string;
  type: 'collect';
  createdAt: string;
}

/** One user's five ratings (0–10) of a course; a new one replaces it. */
export interface CourseRating {
  username: string;
  tenantId: TenantId;
  courseId: string;
  ratings: number[];
  createdAt: string;
}

export interface CourseDiscussion {
  /** Sequence number as a string. */
  id: string;
  tenantId: TenantId;
  courseId: string;
  username: string;
  userName: string;
  /** Plain text. */
  content: string;
  createdAt: string;
}

/** Learners shown in the ranking besides the demo accounts. */
export interface RankingLearner {
  tenantId: TenantId;
  name: string;
  orgName: string;
  /** Hours this year. */
  hours: number;
}

/** Seeded site-wide figures; earned hours and today's study add to them. */
export interface SiteStats {
  tenantId: TenantId;
  learnerCount: number;
  totalHours: number;
  todayLearners: number;
}

/** A learner's certificate (证书) with its owner. */
export interface CertificateRecord extends Certificate {
  /** CLASS_GRADUATION issued at graduation: the class. */
  tbtpId?: string;
  username: string;
  tenantId: TenantId;
}

/** The whole db file. Every key is a json-server collection. */
export interface DbState {
  subsites: SubsiteConfig[];
  users: UserRecord[];
  sessions: Session[];
  banners: BannerRecord[];
  articles: Article[];
  yearHours: YearHoursRecord[];
  tbtpClasses: TbtpClass[];
  tbtpApplications: TbtpApplication[];
  tbtpNotices: TbtpPost[];
  tbtpNews: TbtpPost[];
  tbtpAffairs: TbtpAffairs[];
  consolidatePlans: ConsolidatePlan[];
  suggestions: Suggestion[];
  smsOutbox: SmsMessage[];
  keys: RsaKeyRecord[];
  clientOrigins: ClientOrigin[];
  dictionaries: DictionaryEntry[];
  courseCategories: CourseCategoryRecord[];
  courses: CourseRecord[];
  teachers: TeacherRecord[];
  specialTopics: SpecialTopicRecord[];
  columns: ColumnRecord[];
  lives: LiveRecord[];
  studyRecords: StudyRecord[];
  hoursCredits: HoursCredit[];
  courseCollects: CourseCollect[];
  tbtpEnrollments: TbtpEnrollment[];
  letters: Letter[];
  dispatchApplications: DispatchApplicationRecord[];
  userExams: UserExamRecord[];
  evaluations: EvaluationRecord[];
  courseRatings: CourseRating[];
  courseDiscussions: CourseDiscussion[];
  rankingLearners: RankingLearner[];
  siteStats: SiteStats[];
  certificates: CertificateRecord[];
  examPapers: ExamPaperRecord[];
  examAttempts: ExamAttempt[];
  classHomeworks: ClassHomework[];
  homeworkSubmissions: HomeworkSubmissionRecord[];
  surveys: SurveyRecord[];
  surveyResponses: SurveyResponse[];
  surveyParticipations: SurveyParticipation[];
}

// ------------------------------------------------------ learning centre

/** A learner's place in an online class (网上专题班) and what it earned. */
export interface TbtpEnrollment {
  username: string;
  tenantId: TenantId;
  tbtpId: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  enrolledAt: string;
  compulsoryEarned: number;
  electiveEarned: number;
  /** Courses of the class completed, out of courseCount. */
  finishedCourses: number;
  courseCount: number;
  examPassed: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' when graduated (结业); absent otherwise. */
  graduatedAt?: string;
}

export const LETTER_TYPES: readonly LetterType[] = [
  'SYSTEM',
  'CLASS',
  'NOTICE',
];

/** 站内信 to one learner. */
export interface Letter {
  /** Sequence-like string id ('L1-…'). */
  id: string;
  tenantId: TenantId;
  username: string;
  type: LetterType;
  title: string;
  /** Plain text; paragraphs separated by '\n'. */
  content: string;
  sender: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  sendTime: string;
  read: boolean;
  readAt?: string;
}

export const DISPATCH_STATUSES: readonly DispatchStatus[] = [
  'PENDING',
  'APPROVED',
  'REJECTED',
];

/**
 * 调训申请: a request to count an offline training towards the year, with
 * its owner (the lists add statusName).
 */
export interface DispatchApplicationRecord extends Omit<
  DispatchApplication,
  'statusName'
> {
  tenantId: TenantId;
  username: string;
}

export type UserExamKind = 'CLASSROOM' | 'CLASS' | 'GRADUATION' | 'CONSOLIDATE';

/** One submitted exam attempt (the exam tab of the learning centre). */
export interface UserExamRecord {
  id: string;
  tenantId: TenantId;
  username: string;
  examId: string;
  examName: string;
  kind: UserExamKind;
  tbtpId?: string;
  tbtpName?: string;
  score: number;
  totalScore: number;
  passScore: number;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
  /** Seconds spent. */
  durationSeconds: number;
}

/** One finished evaluation (测评) with its dimension scores. */
export interface EvaluationRecord {
  examId: string;
  tenantId: TenantId;
  username: string;
  name: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  finishedAt: string;
  score: number;
  totalScore: number;
  dimensions: { name: string; score: number; totalScore: number }[];
  comment: string;
}

// ------------------------------------------------- class study, surveys

/** 个人作业: an assignment of a class (domains/class-study/class-study.routes.ts). */
export interface ClassHomework {
  id: string;
  tenantId: TenantId;
  tbtpId: string;
  title: string;
  /** Plain text; paragraphs separated by '\n'. */
  requirement: string;
  /** 'YYYY-MM-DD HH:mm:ss' (local time); submissions after it are refused. */
  deadline: string;
  /** Counts towards graduation (必做) or not (选做). */
  required: boolean;
  totalScore: number;
  passScore: number;
}

/** An attached file, stored base64 in the db (small: see class-study). */
export interface HomeworkFile {
  name: string;
  type: string;
  size: number;
  base64: string;
}

/**
 * The learner's submission of one assignment (resubmitting replaces it);
 * homework/list answers it as the contract's HomeworkSubmission.
 */
export interface HomeworkSubmissionRecord {
  id: string;
  tenantId: TenantId;
  username: string;
  tbtpId: string;
  homeworkId: string;
  /** Plain text. */
  content: string;
  file?: HomeworkFile;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
  score?: number;
  comment?: string;
  gradedAt?: string;
}

/** 问卷调查 or a course/teacher evaluation (评估问卷). */
export interface SurveyRecord {
  id: string;
  tenantId: TenantId;
  kind: SurveyKind;
  title: string;
  description: string;
  /** A class survey (shown in the class and its graduation checklist). */
  tbtpId?: string;
  /** Graduation of tbtpId requires it. */
  requiredForGraduation?: boolean;
  /** EVALUATION: what is evaluated, e.g. 课程《…》 / 授课教师 王… */
  target?: string;
  /** No user id is stored with the answers. */
  anonymous: boolean;
  /** Aggregated results may be shown to those who submitted. */
  showResults: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' */
  openAt: string;
  closeAt: string;
  items: SurveyItem[];
}

export interface SurveyResponse {
  id: string;
  tenantId: TenantId;
  surveyId: string;
  /** Absent for anonymous surveys. */
  username?: string;
  answers: Record<string, SurveyAnswer>;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
}

/** Who has answered a survey (kept apart so anonymous answers stay so). */
export interface SurveyParticipation {
  tenantId: TenantId;
  surveyId: string;
  username: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submittedAt: string;
}
