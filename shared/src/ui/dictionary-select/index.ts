/**
 * '@portal/shared/ui/dictionary-select': a select whose options come from a
 * dictionary call. Apart from '@portal/shared/ui' because antd's Select is
 * not in the first antd tier the shell bundles.
 */
export {
  DICTIONARY_PLACEHOLDER,
  type DictionarySelectProps,
  type DictionarySource,
  type DictionaryState,
  DictionarySelect,
  SELECT_ALL_TEXT,
  useDictionary,
} from './dictionary-select';
