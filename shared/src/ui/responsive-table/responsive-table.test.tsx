import { cleanup, render, screen, within } from '@testing-library/react';

import { setWindowWidth } from '@portal/shared/testing';

import { ResponsiveTable } from './responsive-table';

afterEach(cleanup);

const rows = [
  { id: 1, name: '党史学习', hours: 2 },
  { id: 2, name: '法治讲座', hours: 1.5 },
];
const columns = [
  { title: '课程', dataIndex: 'name', key: 'name' },
  { title: '学时', dataIndex: 'hours', key: 'hours' },
];

describe('ResponsiveTable', () => {
  it('is a table on a desktop', () => {
    setWindowWidth(1366);
    render(
      <ResponsiveTable
        aria-label="我的课程"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('法治讲座')).toBeTruthy();
  });

  it('is a list of cards, each column a label and its value, on a phone', () => {
    setWindowWidth(390);
    render(
      <ResponsiveTable
        aria-label="我的课程"
        rowKey="id"
        cardTitle="name"
        columns={columns}
        dataSource={rows}
        pagination={false}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: '我的课程' });
    expect(within(list).getByText('党史学习')).toBeTruthy();
    expect(within(list).getAllByText('学时')).toHaveLength(2);
    expect(within(list).getByText('1.5')).toBeTruthy();
  });
});
