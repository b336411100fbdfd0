/** Blocks of the home page (mf-home's home feature). */

/** POST /api/portal/banner: the tenant's banners by `sort`. */
export interface Banner {
  id: string;
  title: string;
  imageUrl: string;
  linkUrl: string;
  sort: number;
}

export type LiveStatus = 'LIVE' | 'UPCOMING' | 'ENDED';

/** POST /api/fosung/live/getAllLives */
export interface Live {
  id: string;
  title: string;
  cover: string;
  speaker: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  startTime: string;
  status: LiveStatus;
  /** LIVE and ENDED (replay): a playable video; UPCOMING: ''. */
  url: string;
}

/** GET /api/portal/statistics/ranking: the tenant's top learners this year. */
export interface RankingRow {
  rank: number;
  name: string;
  orgName: string;
  hours: number;
}

/** A party-spirit education base (党性教育基地, GET /api/queryDxjyjdList). */
export interface EducationBase {
  id: string;
  name: string;
  city: string;
  address: string;
  cover: string;
  description: string;
  link: string;
}

/** A digital book (数字图书, GET /api/portal/book). */
export interface DigitalBook {
  id: string;
  title: string;
  author: string;
  cover: string;
  link: string;
}
