import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { ensureDbFile, openStore } from './db';
import { buildSeed, portalSeed, SEED_VERSION } from '../seed';
import {
  creditedHours,
  isReservedCourse,
  type YearHoursRecord,
} from '../domains/course-study';
import { PINNED_NOW, PINNED_YEAR } from './pinned-clock';
import { DEMO_ACCOUNTS } from '../domains/sign-in';
import { type DbState, TENANT_IDS } from '../db-state';
import type { SmsMessage } from '../domains/admin-entry';

const dirs: string[] = [];
function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'db.json');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('seed', () => {
  it('is deterministic', () => {
    expect(buildSeed({ now: PINNED_NOW })).toEqual(
      buildSeed({ now: PINNED_NOW }),
    );
  });

  it('has the expected amounts per tenant', () => {
    const seed = buildSeed({ now: PINNED_NOW });
    for (const tenantId of TENANT_IDS) {
      const of = <T extends { tenantId: string }>(rows: T[]) =>
        rows.filter((r) => r.tenantId === tenantId);
      expect(of(seed.users)).toHaveLength(DEMO_ACCOUNTS.length);
      expect(of(seed.articles)).toHaveLength(20);
      expect(of(seed.articles).filter((a) => a.isTop)).toHaveLength(3);
      expect(of(seed.classes)).toHaveLength(16);
      expect(of(seed.consolidatePlans)).toHaveLength(8);
      expect(of(seed.banners).length).toBeGreaterThanOrEqual(3);
      const courses = of(seed.courses);
      expect(courses).toHaveLength(64);
      const videos = courses.filter((c) => c.resourceType === 'VIDEO');
      expect(videos.length / courses.length).toBeCloseTo(2 / 3, 1);
      expect(of(seed.teachers)).toHaveLength(8);
      expect(of(seed.specialTopics)).toHaveLength(8);
      expect(of(seed.columns)).toHaveLength(6);
      expect(of(seed.lives).length).toBeGreaterThanOrEqual(4);
      expect(of(seed.courseCategories).length).toBeGreaterThan(10);
      // Every course points at an existing category and teacher.
      for (const c of courses) {
        const category = of(seed.courseCategories).find(
          (k) => k.id === c.categoryId,
        );
        expect(category?.name).toBe(c.categoryName);
        expect(of(seed.teachers).find((t) => t.id === c.teacherId)?.name).toBe(
          c.teacher,
        );
      }
      for (const t of of(seed.specialTopics)) {
        expect(t.courseIds.length).toBeGreaterThan(0);
        for (const id of t.courseIds) {
          expect(courses.some((c) => c.id === id)).toBe(true);
        }
      }
    }
    const courseIds = seed.courses.map((c) => c.id);
    expect(new Set(courseIds).size).toBe(courseIds.length);
    // The seeded study history (seed/study-history.test.ts) leaves the
    // courses that tests study alone.
    expect(seed.studyRecords.length).toBeGreaterThan(0);
    expect(seed.studyRecords.some((r) => isReservedCourse(r.courseId))).toBe(
      false,
    );
    expect(seed.yearHours.map((h) => h.year)).toContain(2025);
    expect(
      new Set(seed.yearHours.map((h) => h.tbtpHourSum)).size,
    ).toBeGreaterThan(8);
    const ids = seed.articles.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has this and last year of hours for every account in every tenant', () => {
    const seed = buildSeed({ now: PINNED_NOW });
    expect(seed.yearHours).toHaveLength(
      TENANT_IDS.length * DEMO_ACCOUNTS.length * 2,
    );
    // What a learner is shown: the stored row plus the hours the study
    // history credits in that year (the row alone moves with the clock).
    const shown = (h: YearHoursRecord): number => {
      const credited = creditedHours(seed, h, h.year);
      return h.tbtpHourSum + credited.compulsory + credited.optional;
    };
    for (const tenantId of TENANT_IDS) {
      const rows = seed.yearHours.filter((h) => h.tenantId === tenantId);
      // Distinct totals across accounts and years within a tenant.
      expect(new Set(rows.map(shown)).size).toBe(rows.length);
      for (const { username } of DEMO_ACCOUNTS) {
        const of = (year: number) =>
          rows.find((h) => h.username === username && h.year === year);
        const now = of(PINNED_YEAR);
        const last = of(PINNED_YEAR - 1);
        if (!now || !last) throw new Error(`${tenantId} ${username}: no hours`);
        expect(shown(now)).not.toBe(shown(last));
        for (const h of [now, last]) {
          expect(shown(h)).toBeGreaterThan(0);
          expect(h.tbtpHourSum).toBeCloseTo(h.compulsoryHour + h.optionalHour);
          // Realistic: some learners exceed the 50 required, none by far.
          expect(shown(h)).toBeLessThan(70);
        }
      }
    }
    // The same account differs from tenant to tenant.
    const learner = seed.yearHours.filter(
      (h) => h.username === 'learner' && h.year === PINNED_YEAR,
    );
    expect(new Set(learner.map(shown)).size).toBe(3);
  });

  it('holds the dictionaries and no key pair yet', () => {
    const seed = buildSeed();
    const parents = new Set(seed.dictionaries.map((d) => d.parentCode));
    expect([...parents].sort()).toEqual([
      'CLASS_STATUS',
      'COURSE_DURATION',
      'COURSE_TYPE',
      'DISPATCH_STATUS',
      'EDUCATION',
      'POLITICAL_STATUS',
      'RESOURCE_TYPE',
      'STUDY_STATUS',
    ]);
    expect(seed.keys).toEqual([]);
    expect(seed.clientOrigins).toEqual([]);
  });
});

describe('ensureDbFile', () => {
  it('creates a missing file (and its folder) from the seed', () => {
    const file = tempFile();
    ensureDbFile(file, portalSeed);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(buildSeed());
  });

  it('moves a file of another seed version aside and reseeds, with a warning', () => {
    for (const [label, old] of [
      // Older than the versions: yearly hours per user, no markup notice.
      ['none', { yearHours: [{ username: 'learner', year: 2026 }] }],
      [
        String(SEED_VERSION - 1),
        { meta: { seedVersion: SEED_VERSION - 1 }, suggestions: [{ id: 7 }] },
      ],
    ] as const) {
      const file = tempFile();
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(old));
      const warnings: string[] = [];
      ensureDbFile(file, portalSeed, (m) => warnings.push(m));
      const db = JSON.parse(fs.readFileSync(file, 'utf8')) as DbState;
      expect(db).toEqual(buildSeed());
      expect(db.meta.seedVersion).toBe(SEED_VERSION);
      const aside = fs
        .readdirSync(path.dirname(file))
        .filter((n) => n.startsWith(`db.json.seed-${label}-`));
      expect(aside).toHaveLength(1);
      const kept = path.join(path.dirname(file), aside[0] ?? '');
      expect(JSON.parse(fs.readFileSync(kept, 'utf8'))).toEqual(old);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(file);
      expect(warnings[0]).toContain(kept);
      expect(warnings[0]).toContain(
        `seed version ${label}, not ${SEED_VERSION}`,
      );
    }
  });

  it('keeps a file of the current seed version as it is', () => {
    const file = tempFile();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Even without collections the seed has: the version is what counts.
    const text = JSON.stringify({
      meta: { seedVersion: SEED_VERSION },
      suggestions: [{ id: 7 }],
    });
    fs.writeFileSync(file, text);
    const warnings: string[] = [];
    ensureDbFile(file, portalSeed, (m) => warnings.push(m));
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    expect(warnings).toEqual([]);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['db.json']);
  });

  it('moves an unreadable file aside and reseeds', () => {
    const file = tempFile();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{ not json');
    const warnings: string[] = [];
    ensureDbFile(file, portalSeed, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    const names = fs.readdirSync(path.dirname(file));
    expect(names.some((n) => n.startsWith('db.json.corrupt-'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(buildSeed());
  });
});

describe('openStore', () => {
  it('writes through router.db to the file', () => {
    const file = tempFile();
    const store = openStore(file, portalSeed);
    const message: SmsMessage = {
      phone: '1',
      code: '2',
      at: '3',
      tenantId: '001.001',
    };
    store.state().smsOutbox.push(message);
    store.write();
    const db = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      smsOutbox: unknown[];
    };
    expect(db.smsOutbox).toEqual([message]);
    expect(store.router.db.getState()).toBe(store.state());
    store.reset();
    expect(store.state().smsOutbox).toEqual([]);
  });

  it('keeps the seed version through writes and resets', () => {
    const file = tempFile();
    const store = openStore(file, portalSeed);
    const version = () =>
      (JSON.parse(fs.readFileSync(file, 'utf8')) as DbState).meta;
    expect(version()).toEqual({ seedVersion: SEED_VERSION });
    store.state().suggestions.push({
      id: '1',
      username: 'learner',
      tenantId: '001.001',
      content: '建议',
      createdAt: '2026-01-01 00:00:00',
    });
    store.write();
    expect(version()).toEqual({ seedVersion: SEED_VERSION });
    store.reset();
    expect(version()).toEqual({ seedVersion: SEED_VERSION });
    expect(store.state().meta).toEqual({ seedVersion: SEED_VERSION });
  });
});
