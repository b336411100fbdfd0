import type { ResourceType } from '@portal/shared/contracts';

export const ERROR_SHARE_PATH = '/errorShare';

/**
 * Where /share?id= forwards: the share home of a video course
 * (/contentShare) or of an image-text course (/contentShareBook), or
 * /errorShare when there is no id or no such course (`course` null).
 */
export function shareTarget(
  id: string,
  course: { resourceType: ResourceType } | null,
): string {
  if (!id || !course) return ERROR_SHARE_PATH;
  const page =
    course.resourceType === 'ARTICLE' ? 'contentShareBook' : 'contentShare';
  return `/${page}?id=${encodeURIComponent(id)}`;
}
