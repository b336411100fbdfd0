import { Select } from 'antd';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';

import { fetchDictionary } from '@portal/shared/api';
import type {
  DictionaryItem,
  RuntimeDictionaryCode,
  StoredDictionaryCode,
} from '@portal/shared/contracts';
import { TEXT_SECONDARY } from '@portal/shared/ui';

/** Seed-spec 9: what a dropdown shows before anything is chosen. */
export const DICTIONARY_PLACEHOLDER = '请选择...';
/** Seed-spec 9: the option that chooses every option (no filter). */
export const SELECT_ALL_TEXT = '全选选项';

/**
 * Where a dictionary comes from: a stored one over
 * /api/dictionary/list/{code}, a computed one over
 * /api/dictionary/runtime/{code}.
 */
export type DictionarySource =
  | { dictionary: StoredDictionaryCode; runtime?: false }
  | { dictionary: RuntimeDictionaryCode; runtime: true };

export interface DictionaryState {
  items: DictionaryItem[];
  loading: boolean;
}

/**
 * The calls under way, by URL path. A page that lays itself out again
 * (desktop after its first, unmeasured, phone render) mounts its selects
 * twice; they share one call, so a failure is toasted once.
 */
const pending = new Map<string, Promise<DictionaryItem[]>>();

function loadDictionary(
  dictionary: string,
  runtime: boolean,
  key: string,
): Promise<DictionaryItem[]> {
  const known = pending.get(key);
  if (known) return known;
  const call = fetchDictionary(dictionary, { runtime }).finally(() =>
    pending.delete(key),
  );
  pending.set(key, call);
  return call;
}

/**
 * The options of one dictionary, fetched when the code changes. A failed
 * call has already shown 请求数据失败 with its URL and leaves no options.
 */
export function useDictionary({
  dictionary,
  runtime = false,
}: DictionarySource): DictionaryState {
  const [state, setState] = useState<DictionaryState & { key: string }>({
    key: '',
    items: [],
    loading: true,
  });
  const key = `${runtime ? 'runtime' : 'list'}/${dictionary}`;
  useEffect(() => {
    let current = true;
    void loadDictionary(dictionary, runtime, key).then((items) => {
      if (current) setState({ key, items, loading: false });
    });
    return () => {
      current = false;
    };
  }, [dictionary, runtime, key]);
  // Another dictionary's options are never shown while this one loads.
  return state.key === key
    ? { items: state.items, loading: state.loading }
    : { items: [], loading: true };
}

/** The select-all option's value; it never reaches onChange. */
const ALL = '';

export type DictionarySelectProps = DictionarySource & {
  /** The chosen code; undefined shows the placeholder. */
  value?: string;
  /** The chosen code, or undefined when 全选选项 was chosen. */
  onChange?: (value: string | undefined) => void;
  /** Offers 全选选项 first, which clears the choice. */
  selectAll?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  size?: 'small' | 'middle' | 'large';
  style?: CSSProperties;
};

/**
 * A select whose options are a dictionary's items (name shown, code
 * chosen), with the seed's defaults: placeholder 请选择..., an optional
 * 全选选项 first, and the failure toast of fetchDictionary.
 */
export function DictionarySelect(props: DictionarySelectProps) {
  const {
    value,
    onChange,
    selectAll = false,
    placeholder = DICTIONARY_PLACEHOLDER,
    id,
    size,
    style,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
  } = props;
  const { items, loading } = useDictionary(props);
  const options = useMemo(
    () => [
      ...(selectAll ? [{ label: SELECT_ALL_TEXT, value: ALL }] : []),
      ...items.map((item) => ({ label: item.name, value: item.code })),
    ],
    [items, selectAll],
  );
  return (
    <Select<string>
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      size={size}
      style={{ minWidth: 140, ...style }}
      placeholder={placeholder}
      // antd's placeholder grey is 1.9:1 on white; the secondary text is AA.
      styles={{ placeholder: { color: TEXT_SECONDARY } }}
      loading={loading}
      options={options}
      // An empty value is "nothing chosen", so the placeholder shows.
      value={value || undefined}
      onChange={(next) => onChange?.(next === ALL ? undefined : next)}
    />
  );
}
