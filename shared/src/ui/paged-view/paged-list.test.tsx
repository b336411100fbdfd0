import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';

import type { Page } from '@portal/shared/contracts';
import type { RemoteData } from '@portal/shared/hooks';
import { renderInPortal } from '@portal/shared/testing';

import { PagedList } from './paged-list';

afterEach(cleanup);

interface Row {
  id: string;
  title: string;
  date: string;
}

function page(total: number, rows: Row[], pagesize = 2): Page<Row> {
  return {
    datalist: rows,
    pagenum: 0,
    pagesize,
    totalelements: total,
    totalpages: Math.ceil(total / pagesize),
  };
}

function Notices({ data }: { data: RemoteData<Page<Row>> }) {
  const [current, setCurrent] = useState(1);
  return (
    <>
      <p>第{current}页</p>
      <PagedList
        page={data}
        current={current}
        onChange={setCurrent}
        empty="暂无信息"
        label="通知列表"
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <>
            <h3>{row.title}</h3>
            <time dateTime={row.date}>{row.date}</time>
          </>
        )}
      />
    </>
  );
}

const rows: Row[] = [
  { id: 'n1', title: '第一条通知', date: '2026-03-01' },
  { id: 'n2', title: '第二条通知', date: '2026-02-01' },
];

describe('PagedList', () => {
  it('shows one row per item in a named list, with the pager', () => {
    renderInPortal(<Notices data={{ status: 'ready', data: page(3, rows) }} />);
    const list = screen.getByRole('list', { name: '通知列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '第一条通知2026-03-01',
      '第二条通知2026-02-01',
    ]);
    fireEvent.click(screen.getByTitle('2'));
    expect(screen.getByText('第2页')).toBeTruthy();
  });

  it('shows the empty text and no list when there is nothing', () => {
    renderInPortal(<Notices data={{ status: 'ready', data: page(0, []) }} />);
    expect(screen.getByText('暂无信息')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
