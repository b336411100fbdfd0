import { ApiError, serverMessage } from '@portal/shared/api';
import { COURSE_NOT_FOUND, type CourseDetail } from '@portal/shared/contracts';
import {
  consumeFirstScreenAnswer,
  type FirstScreenCollector,
  FirstScreenContext,
  firstScreenAnswer,
  type RemoteData,
  startingAnswer,
} from '@portal/shared/hooks';
import { useCallback, useContext, useEffect, useState } from 'react';

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
  /** A visitor's answer the page came with, shown to a learner. */
  stale?: boolean;
}

/** The key of a course's detail among the page's first-screen answers. */
const keyOf = (id: string) => `course:${id}`;

function initialDetail(
  server: FirstScreenCollector | null,
  id: string,
): Loaded {
  const answer = id
    ? startingAnswer(server, keyOf(id), () => fetchCourseDetail(id))
    : undefined;
  return answer
    ? { id, state: { status: 'ready', data: answer.data }, stale: answer.stale }
    : { id, state: { status: 'loading' } };
}

/**
 * The course's detail. `reload` keeps showing the current data until the
 * new answer arrives, so the player is not remounted; `patch` changes the
 * data in place (collected, rating, status). The server draws the page
 * with a visitor's detail; a learner's browser shows it at once and loads
 * his own behind it (`fresh` false until then: nothing records his study
 * on a visitor's figures).
 */
export function useCourseDetail(id: string): {
  detail: RemoteData<CourseDetail>;
  fresh: boolean;
  reload: () => void;
  patch: (change: Partial<CourseDetail>) => void;
} {
  const server = useContext(FirstScreenContext);
  const [loaded, setLoaded] = useState<Loaded>(() => initialDetail(server, id));
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!id) return;
    const handed = version === 0 ? firstScreenAnswer(keyOf(id)) : undefined;
    if (handed) {
      consumeFirstScreenAnswer(keyOf(id));
      if (!handed.stale) return;
    }
    let live = true;
    fetchCourseDetail(id).then(
      (data) => {
        if (live) setLoaded({ id, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!live) return;
        setLoaded((previous) =>
          // A failed refresh keeps the page that is shown.
          previous.id === id &&
          previous.state.status === 'ready' &&
          !previous.stale
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
  const fresh = loaded.id === id && !loaded.stale;
  return { detail, fresh, reload, patch };
}
