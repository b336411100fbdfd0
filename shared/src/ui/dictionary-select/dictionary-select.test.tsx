import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { useState } from 'react';

import { configureApi, resetApiConfig } from '@portal/shared/api';
import type { DictionaryItem } from '@portal/shared/contracts';
import { fakeBackend } from '@portal/shared/testing';

import {
  DictionarySelect,
  type DictionarySelectProps,
} from './dictionary-select';

const STATUSES: DictionaryItem[] = [
  { name: '报名中', code: 'NOT_STARTED' },
  { name: '进行中', code: 'IN_PROGRESS' },
];

let notify: ReturnType<typeof vi.fn<(level: string, text: string) => void>>;

beforeEach(() => {
  notify = vi.fn();
  configureApi({ notify });
});

afterEach(() => {
  cleanup();
  resetApiConfig();
  vi.unstubAllGlobals();
});

type Source = Pick<DictionarySelectProps, 'dictionary' | 'runtime'>;

/** A filter that shows what was chosen, as a page's list would use it. */
function Filter({
  source = { dictionary: 'CLASS_STATUS' },
  selectAll = false,
  start,
}: {
  source?: Source;
  selectAll?: boolean;
  start?: string;
}) {
  const [value, setValue] = useState<string | undefined>(start);
  return (
    <>
      <DictionarySelect
        {...(source as DictionarySelectProps)}
        aria-label="状态"
        selectAll={selectAll}
        value={value}
        onChange={setValue}
      />
      <output>{value ?? '(none)'}</output>
    </>
  );
}

/** antd's Select opens on mouse down; its visible items carry the title. */
async function choose(text: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-item-option[title="${text}"]`,
    );
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

function shownOptions(): string[] {
  return [
    ...document.querySelectorAll<HTMLElement>('.ant-select-item-option'),
  ].map((option) => option.title);
}

describe('DictionarySelect', () => {
  it('POSTs the stored dictionary, shows 请选择... and offers its names, choosing the code', async () => {
    const backend = fakeBackend();
    backend.on(
      'POST /api/dictionary/list/CLASS_STATUS',
      backend.dictionary(STATUSES),
    );
    render(<Filter />);
    expect(screen.getByText('请选择...')).toBeTruthy();
    await waitFor(() =>
      expect(
        backend.calls('POST /api/dictionary/list/CLASS_STATUS'),
      ).toHaveLength(1),
    );
    await choose('进行中');
    expect(shownOptions()).toEqual(['报名中', '进行中']);
    expect(screen.getByRole('status').textContent).toBe('IN_PROGRESS');
    expect(notify).not.toHaveBeenCalled();
  });

  it('offers 全选选项 first, which clears the choice back to the placeholder', async () => {
    const backend = fakeBackend();
    backend.on(
      'POST /api/dictionary/list/CLASS_STATUS',
      backend.dictionary(STATUSES),
    );
    render(<Filter selectAll start="NOT_STARTED" />);
    // The chosen code shows its dictionary name once the options arrive.
    await screen.findByTitle('报名中');
    await choose('全选选项');
    expect(shownOptions()).toEqual(['全选选项', '报名中', '进行中']);
    expect(screen.getByRole('status').textContent).toBe('(none)');
    await waitFor(() => expect(screen.getByText('请选择...')).toBeTruthy());
  });

  it('reads a computed dictionary from the runtime call', async () => {
    const backend = fakeBackend();
    backend.on(
      'POST /api/dictionary/runtime/YEAR',
      backend.dictionary([
        { name: '2026年', code: '2026' },
        { name: '2025年', code: '2025' },
      ]),
    );
    render(<Filter source={{ dictionary: 'YEAR', runtime: true }} />);
    await choose('2025年');
    expect(screen.getByRole('status').textContent).toBe('2025');
    expect(backend.calls()).toHaveLength(1);
  });

  it('toasts 请求数据失败 with the URL when the call fails, and offers nothing', async () => {
    const backend = fakeBackend();
    backend.on('POST /api/dictionary/list/CLASS_STATUS', () =>
      backend.failure('服务器错误', 500),
    );
    render(<Filter selectAll />);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        '请求数据失败：/api/dictionary/list/CLASS_STATUS',
      ),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    await waitFor(() => expect(shownOptions()).toEqual(['全选选项']));
    expect(screen.getByText('请选择...')).toBeTruthy();
  });
});
