import { useRemoteData } from '@portal/shared/hooks';
import { Alert, Skeleton } from 'antd';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { fetchOpenCourse } from '../open-course/open-course.api';
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
  const course = useRemoteData(load);

  useEffect(() => {
    if (course.status !== 'ready') return;
    void navigate(shareTarget(id, course.data), { replace: true });
  }, [course, id, navigate]);

  if (course.status === 'error') {
    return <Alert type="error" showIcon title={course.message} />;
  }
  return (
    <div aria-busy="true" aria-label="正在打开分享">
      <Skeleton active />
    </div>
  );
}
