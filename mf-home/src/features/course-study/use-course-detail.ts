import { ApiError, serverMessage } from '@portal/shared/api';
import { COURSE_NOT_FOUND, type CourseDetail } from '@portal/shared/contracts';
import type { RemoteData } from '@portal/shared/hooks';
import { useCallback, useEffect, useState } from 'react';

import { fetchCourseDetail } from '../../lib/course-detail.api';

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) {
      return serverMessage(error.body) || COURSE_NOT_FOUND;
    }
    return serverMessage(error.body) || error.message;
  }
  return error instanceof Error ? error.message : '系统异常';
}

interface Loaded {
  id: string;
  state: RemoteData<CourseDetail>;
}

/**
 * The course's detail. `reload` keeps showing the current data until the
 * new answer arrives, so the player is not remounted; `patch` changes the
 * data in place (collected, rating, status).
 */
export function useCourseDetail(id: string): {
  detail: RemoteData<CourseDetail>;
  reload: () => void;
  patch: (change: Partial<CourseDetail>) => void;
} {
  const [loaded, setLoaded] = useState<Loaded>({
    id,
    state: { status: 'loading' },
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchCourseDetail(id).then(
      (data) => {
        if (live) setLoaded({ id, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!live) return;
        setLoaded((previous) =>
          // A failed refresh keeps the page that is shown.
          previous.id === id && previous.state.status === 'ready'
            ? previous
            : { id, state: { status: 'error', message: describe(error) } },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [id, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const patch = useCallback(
    (change: Partial<CourseDetail>) =>
      setLoaded((previous) =>
        previous.state.status === 'ready'
          ? {
              ...previous,
              state: {
                status: 'ready',
                data: { ...previous.state.data, ...change },
              },
            }
          : previous,
      ),
    [],
  );

  let detail: RemoteData<CourseDetail> =
    loaded.id === id ? loaded.state : { status: 'loading' };
  if (!id) detail = { status: 'error', message: COURSE_NOT_FOUND };
  return { detail, reload, patch };
}
