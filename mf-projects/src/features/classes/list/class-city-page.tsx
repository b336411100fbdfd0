import { useRemoteData } from '@portal/shared/hooks';
import {
  AsyncView,
  PortalLink,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Card, Radio, Skeleton, Space, Typography } from 'antd';
import { useMemo } from 'react';

import { cardBody, touchLink } from '@portal/shared/ui/touch';
import { fetchOrgList } from './class-list.api';
import { withFilter } from './class-list-query';
import { ClassResults, useClassListState } from './class-list-page';

/** 地市专题班: the classes by city and by organising unit (queryOrgList). */
export function ClassCityPage() {
  const [state, setState] = useClassListState();
  const orgList = useRemoteData(fetchOrgList);
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  const orgs = useMemo(
    () =>
      orgList.status === 'ready'
        ? orgList.data.orgs.filter((o) => !state.city || o.city === state.city)
        : [],
    [orgList, state.city],
  );
  return (
    <div data-testid="mf-projects-page">
      <Card styles={cardBody(narrow)}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            地市专题班
          </Typography.Title>
          <PortalLink href="/projectIndex" style={touchLink(compact)}>
            全部专题班
          </PortalLink>
        </Space>
        <div style={{ margin: '16px 0' }}>
          <AsyncView
            data={orgList}
            isEmpty={(list) => list.orgs.length === 0}
            loading={<Skeleton active paragraph={{ rows: 2 }} />}
          >
            {({ cities }) => (
              <Space orientation="vertical" size={12}>
                <Space wrap>
                  <span id="class-city-label">地市：</span>
                  <Radio.Group
                    aria-labelledby="class-city-label"
                    optionType="button"
                    size={compact ? 'middle' : 'small'}
                    value={state.city ?? ''}
                    options={[
                      { label: '全部', value: '' },
                      ...cities.map((c) => ({
                        label: `${c.city}（${c.classCount}）`,
                        value: c.city,
                      })),
                    ]}
                    onChange={(e) => {
                      const city = String(e.target.value) || undefined;
                      // A unit of another city no longer applies.
                      setState(
                        withFilter(
                          { ...state, orgId: undefined },
                          'city',
                          city,
                        ),
                      );
                    }}
                  />
                </Space>
                <Space wrap>
                  <span id="class-org-label">主办单位：</span>
                  <Radio.Group
                    aria-labelledby="class-org-label"
                    optionType="button"
                    size={compact ? 'middle' : 'small'}
                    value={state.orgId ?? ''}
                    options={[
                      { label: '全部', value: '' },
                      ...orgs.map((o) => ({
                        label: `${o.orgName}（${o.classCount}）`,
                        value: o.orgId,
                      })),
                    ]}
                    onChange={(e) =>
                      setState(
                        withFilter(
                          state,
                          'orgId',
                          String(e.target.value) || undefined,
                        ),
                      )
                    }
                  />
                </Space>
              </Space>
            )}
          </AsyncView>
        </div>
        <ClassResults state={state} setState={setState} />
      </Card>
    </div>
  );
}
