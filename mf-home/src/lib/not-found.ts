import { ApiError } from '@portal/shared/api';

/**
 * A 404 becomes an error with `missing` as its message (the page says what
 * is missing and offers a way back); other failures keep theirs.
 */
export async function orMissing<T>(
  request: Promise<T>,
  missing: string,
): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new Error(missing, { cause: error });
    }
    throw error;
  }
}
