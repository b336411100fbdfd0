import type { ClassRankingRow } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView, EmptyState } from '@portal/shared/ui';
import { Tag } from 'antd';
import { useCallback, useState } from 'react';

import { ResponsiveTable } from '@portal/shared/ui/responsive-table';
import { fetchRanking } from './study-archive.api';

/**
 * 学习排行: the class ranked by hours, 10 a page, with the learner's own
 * rank above it and own row marked 我.
 */
export function RankingTab({ tbtpId }: { tbtpId: string }) {
  const [current, setCurrent] = useState(1);
  const load = useCallback(
    () => fetchRanking({ tbtpId, pagesize: 10, pagenum: current - 1 }),
    [tbtpId, current],
  );
  const data = useRemoteData(load);
  return (
    <AsyncView data={data}>
      {(page) => (
        <section aria-labelledby="archive-ranking">
          <h2 id="archive-ranking" style={{ fontSize: 18 }}>
            学习排行
          </h2>
          {page.myRank !== null && (
            <p data-testid="my-rank">
              我的排名：第 {page.myRank} 名，已获 {page.myHours} 学时
            </p>
          )}
          {page.totalelements === 0 ? (
            <EmptyState />
          ) : (
            <ResponsiveTable<ClassRankingRow>
              size="small"
              rowKey="rank"
              aria-label="班级学习排行"
              cardTitle="name"
              dataSource={page.datalist}
              rowClassName={(row) => (row.isMe ? 'ranking-me' : '')}
              pagination={{
                current,
                pageSize: page.pagesize,
                total: page.totalelements,
                onChange: setCurrent,
                showSizeChanger: false,
              }}
              columns={[
                { title: '名次', dataIndex: 'rank', key: 'rank', width: 70 },
                {
                  title: '姓名',
                  dataIndex: 'name',
                  key: 'name',
                  render: (name: string, row) =>
                    row.isMe ? (
                      <strong>
                        {name} <Tag color="red">我</Tag>
                      </strong>
                    ) : (
                      name
                    ),
                },
                { title: '单位', dataIndex: 'orgName', key: 'orgName' },
                { title: '学时', dataIndex: 'hours', key: 'hours' },
                {
                  title: '完成度',
                  dataIndex: 'progress',
                  key: 'progress',
                  render: (p: number) => `${p}%`,
                },
              ]}
            />
          )}
        </section>
      )}
    </AsyncView>
  );
}
