/**
 * The wire contract: every type that crosses HTTP between the mock backend
 * and the shell/remotes, declared once. Pure TypeScript, imports nothing
 * outside this folder.
 */
export * from './ukey';

// Rules both sides of the wire enforce (<domain>.rules.ts).
export * from './account.rules';
export * from './admin-entry.rules';
export * from './course-study.rules';
export * from './dispatch.rules';
export * from './enrolment.rules';
export * from './exams.rules';
export * from './help.rules';
export * from './homework.rules';
export * from './profile.rules';
export * from './request-encoding.rules';
export * from './search.rules';
export * from './site.rules';
export * from './surveys.rules';
export * from './text.rules';

// Modules one app exposes to another (Module Federation).
export * from './modules';

// Wire types, one file per domain (named after the remotes' feature folders).
export type * from './paging';
export type * from './schedule';
export type * from './site';
export type * from './account';
export type * from './overview';
export type * from './dictionary';
export type * from './academy';
export type * from './home';
export type * from './course-catalogue';
export type * from './course-study';
export type * from './columns';
export type * from './special-topics';
export type * from './master-lecture-hall';
export type * from './search';
export type * from './guidance';
export type * from './exams';
export type * from './surveys';
export type * from './homework';
export type * from './study-archive';
export type * from './class-members';
export type * from './dispatch';
export type * from './letters';
export type * from './certificates';
export type * from './year-archive';
export type * from './learning-centre';
