/**
 * The wire contract: every type that crosses HTTP between the mock backend
 * and the shell/remotes, declared once. Pure TypeScript, imports nothing
 * outside this folder.
 */
export * from './ukey';

// Rules and messages both sides of the wire use (<domain>.rules.ts), and
// the rules of every request (request-encoding, text).
export * from './admin-entry.rules';
export * from './class-study.rules';
export * from './classes.rules';
export * from './course-study.rules';
export * from './dispatch.rules';
export * from './exams.rules';
export * from './home.rules';
export * from './letters.rules';
export * from './master-lecture-hall.rules';
export * from './profile.rules';
export * from './request-encoding.rules';
export * from './search.rules';
export * from './site.rules';
export * from './special-topics.rules';
export * from './surveys.rules';
export * from './text.rules';

// Modules one app exposes to another (Module Federation).
export * from './modules';

// Shapes several domains answer with: a page of rows, a start-to-end state.
export type * from './paging';
export type * from './schedule';

// Wire types, one file per domain of the backend, named after its folder
// (mock-server/src/domains/<domain>/).
export type * from './site';
export type * from './profile';
export type * from './admin-entry';
export type * from './home';
export type * from './course-catalogue';
export type * from './course-study';
export type * from './special-topics';
export type * from './master-lecture-hall';
export type * from './search';
export type * from './guidance';
export type * from './exams';
export type * from './surveys';
export type * from './classes';
export type * from './class-study';
export type * from './dispatch';
export type * from './letters';
export type * from './certificates';
export type * from './year-archive';
export type * from './learning-centre';

// The shell's remote map and progressive delivery: not a backend domain,
// but what the shell, the collector and the release tools share.
export type * from './delivery';

// Between the site server and the shell's server build (the render tier).
export type * from './render-tier';
