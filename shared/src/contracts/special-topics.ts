/**
 * Special topics (专题, /api/subject/*) and columns (专栏, with their
 * courses and short text articles).
 */
import type { Course } from './course-catalogue';

/** 专题 as the lists send it (POST /api/subject/query and queryIndex). */
export interface SpecialTopic {
  id: string;
  name: string;
  cover: string;
  description: string;
  /** Course ids of the topic. */
  courseIds: string[];
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
  courseCount: number;
}

/** A topic's course with the hours it earned the caller this year. */
export interface TopicCourse extends Course {
  /** 0 for a visitor. */
  earnedHours: number;
}

/** GET /api/subject/get: the topic and its courses. */
export interface SpecialTopicDetail extends SpecialTopic {
  courses: TopicCourse[];
}

/** 专栏 as the list sends it (POST /api/portal/column/query). */
export interface Column {
  id: string;
  name: string;
  cover: string;
  description: string;
  /** Course ids of the column. */
  itemIds: string[];
  courseCount: number;
  articleCount: number;
}

/** GET /api/portal/column/get: the column with its courses and articles. */
export interface ColumnDetail extends Column {
  /** The column's courses. */
  items: Course[];
  articles: ColumnArticleSummary[];
}

/** A column's short text article in a list (no content). */
export interface ColumnArticleSummary {
  id: string;
  title: string;
  author: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishDate: string;
  summary: string;
}

/** GET /api/portal/column/article: one article and the column it belongs to. */
export interface ColumnArticle extends ColumnArticleSummary {
  /** HTML from the server: render only through SafeHtml. */
  content: string;
  columnId: string;
  columnName: string;
}
