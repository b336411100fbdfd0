/** Dictionary (dropdown option) calls of seed-spec 7.2. */
import type { DictionaryItem } from '@portal/shared/types';
import { requestRaw } from './client';
import { apiConfig, notify } from './config';

export interface DictionaryOptions {
  /** /dictionary/runtime/{code} instead of /dictionary/list/{code}. */
  runtime?: boolean;
  /** Default POST. */
  method?: 'GET' | 'POST';
}

/**
 * The options of one dictionary. The answer is `{success, datalist}` with
 * the list at the top level. On any failure an error toast
 * `请求数据失败：{url}` is shown and the promise resolves with [].
 */
export async function fetchDictionary(
  parentCode: string,
  { runtime = false, method = 'POST' }: DictionaryOptions = {},
): Promise<DictionaryItem[]> {
  const path = `dictionary/${runtime ? 'runtime' : 'list'}/${encodeURIComponent(parentCode)}`;
  const url = `${apiConfig().apiPrefix.replace(/\/+$/, '')}/${path}`;
  try {
    const { body } = await requestRaw(method, path, {}, { silent: true });
    const answer = body as { success?: unknown; datalist?: unknown } | null;
    if (answer?.success === true) {
      return Array.isArray(answer.datalist)
        ? (answer.datalist as DictionaryItem[])
        : [];
    }
  } catch {
    // Reported below, like a success:false answer.
  }
  notify('error', `请求数据失败：${url}`);
  return [];
}
