/**
 * The rules of progressive delivery (the wire shapes are the contract's
 * delivery.ts) that the shell, the collector and the gate all apply: which
 * version a learner runs, what a report batch may hold, and what the gate
 * decides. Pure: no DOM, no Node API, so they run the same in the browser
 * and in Node. A module of their own rather than a contract rules file,
 * in three files, so that the shell's boot keeps only the choice and its
 * reports' chunk only the report rules.
 */
export * from './choice';
export * from './gate';
export * from './reports';
