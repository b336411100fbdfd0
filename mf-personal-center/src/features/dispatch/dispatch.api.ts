import { post, postPage } from '@portal/shared/api';
import type {
  CheckedDispatch,
  DispatchApplication,
  DispatchStatus,
  Page,
} from '@portal/shared/contracts';

/** POST /api/personal/applyDispatch (400 with the field's message). */
export function applyDispatch(
  input: CheckedDispatch,
): Promise<DispatchApplication> {
  return post<DispatchApplication>('personal/applyDispatch', input, {
    silent: true,
  });
}

/** POST /api/personal/queryDispatch: newest first. */
export function fetchDispatches(query: {
  pagesize: number;
  pagenum: number;
  status?: DispatchStatus;
}): Promise<Page<DispatchApplication>> {
  return postPage<DispatchApplication>('personal/queryDispatch', query);
}
