import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView, PortalLink } from '@portal/shared/ui';
import { Progress } from 'antd';
import { useCallback } from 'react';

import { coursePath, fetchMyCourses } from '../../lib/my-courses.api';
import { useTouchLinkStyle } from '../../lib/touch-targets';

const CONTINUE_SIZE = 4;

/** Courses 学习中, the latest first, each a link back to its page. */
export function ContinueLearning() {
  const load = useCallback(
    () =>
      fetchMyCourses({ pagesize: CONTINUE_SIZE, pagenum: 0, studyStatus: '1' }),
    [],
  );
  const page = useRemoteData(load);
  const linkStyle = useTouchLinkStyle();
  return (
    <AsyncView
      data={page}
      isEmpty={(p) => p.datalist.length === 0}
      empty="暂无学习中的课程"
    >
      {(p) => (
        <ul
          aria-label="继续学习"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {p.datalist.map((course) => (
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
      )}
    </AsyncView>
  );
}
