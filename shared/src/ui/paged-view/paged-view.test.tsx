import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

import type { RemoteData } from '@portal/shared/hooks';
import type { Page } from '@portal/shared/contracts';

import { PagedView } from './paged-view';

afterEach(cleanup);

function page(total: number, rows: string[], pagesize = 2): Page<string> {
  return {
    datalist: rows,
    pagenum: 0,
    pagesize,
    totalelements: total,
    totalpages: Math.ceil(total / pagesize),
  };
}

function List({
  data,
  start = 1,
}: {
  data: RemoteData<Page<string>>;
  start?: number;
}) {
  const [current, setCurrent] = useState(start);
  return (
    <>
      <p>第{current}页</p>
      <PagedView
        page={data}
        current={current}
        onChange={setCurrent}
        empty="暂无课程"
      >
        {(rows) => rows.map((r) => <span key={r}>{r}</span>)}
      </PagedView>
    </>
  );
}

describe('PagedView', () => {
  it('shows the rows and a pager when there is more than one page', () => {
    render(
      <List data={{ status: 'ready', data: page(3, ['党史', '法治']) }} />,
    );
    expect(screen.getByText('党史')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(screen.getByText('第2页')).toBeTruthy();
  });

  it('shows no pager for one page', () => {
    const { container } = render(
      <List data={{ status: 'ready', data: page(2, ['党史', '法治']) }} />,
    );
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });

  it('shows the empty text for an empty list', () => {
    render(<List data={{ status: 'ready', data: page(0, []) }} />);
    expect(screen.getByText('暂无课程')).toBeTruthy();
  });

  it('keeps the pager on a page past the end, so the learner can go back', () => {
    render(<List start={5} data={{ status: 'ready', data: page(3, []) }} />);
    expect(screen.getByText('暂无课程')).toBeTruthy();
    fireEvent.click(screen.getByTitle('1'));
    expect(screen.getByText('第1页')).toBeTruthy();
  });
});
