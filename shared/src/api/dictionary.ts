/** Dictionary (dropdown option) calls of seed-spec 7.2. */
import type {
  DictionaryAnswer,
  DictionaryItem,
} from '@portal/shared/contracts';
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
    // Read defensively: a foreign answer may lack any of the fields.
    const answer = body as Partial<DictionaryAnswer> | null;
    if (answer?.success === true) {
      return Array.isArray(answer.datalist) ? answer.datalist : [];
    }
  } catch {
    // Reported below, like a success:false answer.
  }
  notify('error', `请求数据失败：${url}`);
  return [];
}
