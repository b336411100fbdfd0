import { useRemoteData } from '@portal/shared/hooks';
import { EmptyState, PortalLink } from '@portal/shared/ui';
import { Alert, Progress, Skeleton } from 'antd';
import { useCallback } from 'react';

import { useTouchLinkStyle } from '../../ui/touch';
import {
  coursePath,
  fetchMyCourses,
} from '../learning-centre/learning-centre.api';

export const CONTINUE_SIZE = 4;

/** Courses 学习中, the latest first, each a link back to its page. */
export function ContinueLearning() {
  const load = useCallback(
    () =>
      fetchMyCourses({ pagesize: CONTINUE_SIZE, pagenum: 0, studyStatus: '1' }),
    [],
  );
  const page = useRemoteData(load);
  const linkStyle = useTouchLinkStyle();
  if (page.status === 'loading') return <Skeleton active />;
  if (page.status === 'error')
    return <Alert type="error" showIcon title={page.message} />;
  if (page.data.datalist.length === 0)
    return <EmptyState text="暂无学习中的课程" />;
  return (
    <ul
      aria-label="继续学习"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {page.data.datalist.map((course) => (
        <li
          key={course.id}
          style={{
            display: 'flex',
            gap: 12,
            alignItems: 'center',
            padding: '6px 0',
          }}
        >
          <PortalLink
            href={coursePath(course.id, course.resourceType)}
            style={{ flex: 1, minWidth: 0, ...linkStyle }}
          >
            {course.name}
          </PortalLink>
          <Progress
            percent={course.progress}
            size="small"
            style={{ width: 120, margin: 0 }}
            aria-label={`${course.name}学习进度`}
          />
        </li>
      ))}
    </ul>
  );
}
