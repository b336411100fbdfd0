import { AsyncView, BUTTON_LABELS, PortalLink } from '@portal/shared/ui';
import { Card, List, Tabs, Typography } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { usePagedList } from '@portal/shared/hooks';

import { SearchBox } from '../../components/search-box';
import {
  ROW_LINK,
  TAB_LABEL,
  useCardStyles,
  useCompactLayout,
} from '../../lib/compact-layout';
import { Highlight } from './highlight';
import { search, SEARCH_TYPES, toSearchType } from './search.api';

/** /search?k=&t=: the header search's results; an empty k lists everything. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('k') ?? '';
  const type = toSearchType(params.get('t'));
  const load = useCallback(
    (query: { pagesize: number; pagenum: number }) =>
      search({ ...query, k: keyword, t: type }),
    [keyword, type],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  const compact = useCompactLayout();
  const cardStyles = useCardStyles();
  return (
    <Card styles={cardStyles}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {keyword ? `“${keyword}”的搜索结果` : '全部内容'}
      </Typography.Title>
      {compact && (
        // The compact header only has a search button: the words can be
        // changed here without opening it again.
        <SearchBox
          key={keyword}
          aria-label="搜索关键词"
          placeholder="请输入关键词"
          defaultValue={keyword}
          enterButton={BUTTON_LABELS.search}
          onSearch={(value) => setParams({ k: value.trim(), t: type })}
        />
      )}
      <Tabs
        activeKey={type}
        onChange={(t) => setParams({ k: keyword, t })}
        items={SEARCH_TYPES.map((item) => ({
          key: item.key,
          label: compact ? (
            <span style={TAB_LABEL}>{item.label}</span>
          ) : (
            item.label
          ),
        }))}
      />
      <AsyncView
        data={page}
        isEmpty={(result) => result.totalelements === 0}
        empty="暂无内容"
      >
        {(result) => (
          <>
            <Typography.Text type="secondary" role="status">
              共找到 {result.totalelements} 条结果
            </Typography.Text>
            <section aria-label="搜索结果">
              <List
                dataSource={result.datalist}
                pagination={{
                  current,
                  pageSize: result.pagesize,
                  total: result.totalelements,
                  onChange: setCurrent,
                  showSizeChanger: false,
                }}
                renderItem={(hit) => (
                  <List.Item>
                    <List.Item.Meta
                      title={
                        <PortalLink
                          href={hit.url}
                          style={compact ? ROW_LINK : undefined}
                        >
                          <Highlight text={hit.title} keyword={keyword} />
                        </PortalLink>
                      }
                      description={
                        <Highlight text={hit.summary} keyword={keyword} />
                      }
                    />
                  </List.Item>
                )}
              />
            </section>
          </>
        )}
      </AsyncView>
    </Card>
  );
}
