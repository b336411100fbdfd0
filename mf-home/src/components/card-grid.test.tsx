import { cleanup, fireEvent, screen, within } from '@testing-library/react';

import type { Course } from '@portal/shared/contracts';
import { renderRoutes } from '@portal/shared/testing';

import { CardGrid, CourseGrid } from './card-grid';

afterEach(cleanup);

function course(id: string, change: Partial<Course> = {}): Course {
  return {
    id,
    name: `课程${id}`,
    courseCover: `/img/${id}.svg`,
    teacher: '张教授',
    teacherId: 't1',
    resourceType: 'VIDEO',
    resourcePath: '',
    courseDuration: 32,
    videoSeconds: 6,
    showCourseDuration: '32:00',
    creditHour: 1,
    categoryId: 'leaf',
    categoryName: '党史学习教育',
    isCompulsory: true,
    publishDate: '2026-01-01 00:00:00',
    courseVisitor: 1,
    introduction: '',
    score: 9,
    zanNum: 0,
    studyStatus: '0',
    showStatusMsg: '未学习',
    ...change,
  };
}

describe('CourseGrid', () => {
  it('lists one card per course under the list’s name, each linking to its course', () => {
    const { router } = renderRoutes(
      {
        '/commendIndex': (
          <CourseGrid
            courses={[
              course('13001'),
              course('13002', { isCompulsory: false, resourceType: 'ARTICLE' }),
            ]}
          />
        ),
        '/commendIndex/coursedetail': <p>课程页</p>,
      },
      '/commendIndex',
    );
    const list = screen.getByRole('list', { name: '课程列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(screen.getAllByTestId('course-card')).toHaveLength(2);
    expect(first.textContent).toContain('必修');
    expect(second.textContent).toContain('选修');
    expect(second.textContent).toContain('图文');

    fireEvent.click(within(first).getByRole('link', { name: '课程13001' }));
    expect(router.state.location.pathname).toBe('/commendIndex/coursedetail');
    expect(router.state.location.search).toBe('?id=13001');
  });

  it('takes the page’s name for the list', () => {
    renderRoutes(
      { '/': <CourseGrid courses={[course('1')]} label="主讲课程" /> },
      '/',
    );
    expect(screen.getByRole('list', { name: '主讲课程' })).toBeTruthy();
  });
});

describe('CardGrid', () => {
  it('renders each item with the caller’s card', () => {
    renderRoutes(
      {
        '/': (
          <CardGrid
            items={[
              { id: 'a', name: '甲' },
              { id: 'b', name: '乙' },
            ]}
            label="名师列表"
            renderCard={(item) => <article>{item.name}</article>}
          />
        ),
      },
      '/',
    );
    const list = screen.getByRole('list', { name: '名师列表' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['甲', '乙']);
  });
});
