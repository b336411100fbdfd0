import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView, PortalLink } from '@portal/shared/ui';
import { Alert, Tag } from 'antd';
import { useCallback } from 'react';

import { checklistSummary } from '../checklist';
import { ChecklistView } from '../checklist-view';
import { fetchChecklist } from '../class-study.api';

/**
 * 结业进度: whether the learner has graduated, the graduation conditions
 * met so far and each condition with its state; the certificate once
 * graduated.
 */
export function ScheduleTab({ tbtpId }: { tbtpId: string }) {
  const load = useCallback(() => fetchChecklist(tbtpId), [tbtpId]);
  const data = useRemoteData(load);
  return (
    <AsyncView data={data}>
      {(list) => (
        <section aria-labelledby="archive-schedule">
          <h2 id="archive-schedule" style={{ fontSize: 18 }}>
            结业进度{' '}
            <Tag color={list.graduated ? 'success' : 'processing'}>
              {list.graduated ? '已结业' : '未结业'}
            </Tag>
          </h2>
          <p data-testid="checklist-summary">{checklistSummary(list.items)}</p>
          {list.graduated && list.certificate && (
            <Alert
              type="success"
              showIcon
              title={`已于 ${list.graduatedAt ?? ''} 结业`}
              description={
                <PortalLink href="/personalCenter?acativeId=4">
                  查看结业证书（{list.certificate.certNo}）
                </PortalLink>
              }
              style={{ marginBottom: 12 }}
            />
          )}
          <ChecklistView items={list.items} />
        </section>
      )}
    </AsyncView>
  );
}
