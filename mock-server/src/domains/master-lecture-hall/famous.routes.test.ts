import type { Course, Page, Teacher } from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, startTestServer, type TestServer } from '../../testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const CITY = { 'X-Forwarded-Host': '001-001-043.localhost:8080' };

describe('master lecture hall', () => {
  it('pages 8 teachers, answers a detail and the teacher courses', async () => {
    const res = await call<Page<Teacher>>(
      `${server.url}/api/portal/queryFamous`,
      {
        params: { pagesize: 4, pagenum: 0 },
      },
    );
    expect(res.body.data).toMatchObject({ totalelements: 8, totalpages: 2 });
    const teacher = res.body.data?.datalist[0] as Teacher;
    expect(Object.keys(teacher).sort()).toEqual(
      ['avatar', 'courseCount', 'id', 'intro', 'name', 'title'].sort(),
    );
    const detail = await call<Teacher>(
      `${server.url}/api/portal/getFamousDetail`,
      { params: { id: teacher.id } },
    );
    expect(detail.body.data?.name).toBe(teacher.name);
    expect(detail.body.data?.courseCount).toBe(teacher.courseCount);
    const courses = await call<Page<Course>>(
      `${server.url}/api/portal/queryCourseByTeacher`,
      { params: { teacherId: teacher.id, pagesize: 100, pagenum: 0 } },
    );
    const list = courses.body.data?.datalist ?? [];
    expect(list.length).toBe(detail.body.data?.courseCount);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.teacherId === teacher.id)).toBe(true);
    expect(list.every((c) => c.teacher === teacher.name)).toBe(true);
    const missing = await call(`${server.url}/api/portal/getFamousDetail`, {
      params: { id: 'nobody' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('名师不存在');
    const noId = await call(`${server.url}/api/portal/queryCourseByTeacher`, {
      params: {},
    });
    expect(noId.status).toBe(400);
  });

  it('counts the courses of every teacher of the tenant', async () => {
    const teachers = await call<Page<Teacher>>(
      `${server.url}/api/portal/queryFamous`,
      { params: { pagesize: 100, pagenum: 0 } },
    );
    const rows = teachers.body.data?.datalist ?? [];
    expect(rows).toHaveLength(8);
    const all = await call<Page<Course>>(
      `${server.url}/api/portal/course/getPageByCategory`,
      { params: { pagesize: 100, pagenum: 0 } },
    );
    const courses = all.body.data?.datalist ?? [];
    for (const t of rows) {
      expect(t.courseCount).toBe(
        courses.filter((c) => c.teacherId === t.id).length,
      );
    }
    expect(rows.reduce((sum, t) => sum + t.courseCount, 0)).toBe(
      courses.length,
    );
  });

  it('pages a teacher courses and keeps tenants apart', async () => {
    const teachers = await call<Page<Teacher>>(
      `${server.url}/api/portal/queryFamous`,
      { params: { pagesize: 100, pagenum: 0 } },
    );
    const busiest = [...(teachers.body.data?.datalist ?? [])].sort(
      (a, b) => b.courseCount - a.courseCount,
    )[0] as Teacher;
    expect(busiest.courseCount).toBeGreaterThan(3);
    const url = `${server.url}/api/portal/queryCourseByTeacher`;
    const first = await call<Page<Course>>(url, {
      params: { teacherId: busiest.id, pagesize: 3, pagenum: 0 },
    });
    const second = await call<Page<Course>>(url, {
      params: { teacherId: busiest.id, pagesize: 3, pagenum: 1 },
    });
    expect(first.body.data).toMatchObject({
      totalelements: busiest.courseCount,
      pagesize: 3,
    });
    expect(first.body.data?.datalist).toHaveLength(3);
    const ids = [
      ...(first.body.data?.datalist ?? []),
      ...(second.body.data?.datalist ?? []),
    ].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Another tenant has its own teachers: this id is unknown there.
    const other = await call(`${server.url}/api/portal/getFamousDetail`, {
      headers: CITY,
      params: { id: busiest.id },
    });
    expect(other.status).toBe(404);
  });
});
