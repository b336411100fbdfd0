import type { Course } from '@portal/shared/contracts';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';

import { CourseCard } from './course-card';

/**
 * Cards in a responsive grid, read as a list: one a row on a phone, two on
 * a tablet, three on a small desk, four on a wide one.
 */
export function CardGrid<T extends { id: string }>({
  items,
  label,
  renderCard,
}: {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  renderCard: (item: T, index: number) => ReactNode;
}) {
  return (
    <Row role="list" aria-label={label} gutter={[16, 16]}>
      {items.map((item, index) => (
        <Col role="listitem" key={item.id} xs={24} sm={12} md={8} xl={6}>
          {renderCard(item, index)}
        </Col>
      ))}
    </Row>
  );
}

/** Course cards in the grid. */
/** A wide desk's first row: four cards. */
const FIRST_ROW = 4;

/**
 * Course cards in the grid. `leading` when the grid opens the page: the
 * covers of its first row are fetched first.
 */
export function CourseGrid({
  courses,
  label = '课程列表',
  leading = false,
}: {
  courses: readonly Course[];
  label?: string;
  leading?: boolean;
}) {
  return (
    <CardGrid
      items={courses}
      label={label}
      renderCard={(course, index) => (
        <CourseCard course={course} leading={leading && index < FIRST_ROW} />
      )}
    />
  );
}
