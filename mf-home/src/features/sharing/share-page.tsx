import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView } from '@portal/shared/ui';
import { Skeleton } from 'antd';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { fetchOpenCourse } from '../../lib/course-detail.api';
import { shareTarget } from './share-links';

/**
 * /share?id=: looks the course up and replaces the address with its share
 * home (/contentShare for a video, /contentShareBook for an image-text
 * course) or /errorShare.
 */
export function SharePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const navigate = useNavigate();
  const load = useCallback(() => fetchOpenCourse(id), [id]);
  const course = useRemoteData(load, `open-course:${id}`);

  useEffect(() => {
    if (course.status !== 'ready') return;
    void navigate(shareTarget(id, course.data), { replace: true });
  }, [course, id, navigate]);

  // Ready: the effect above replaces the address.
  const opening = (
    <div aria-busy="true" aria-label="正在打开分享">
      <Skeleton active />
    </div>
  );
  return (
    <AsyncView data={course} loading={opening}>
      {() => opening}
    </AsyncView>
  );
}
