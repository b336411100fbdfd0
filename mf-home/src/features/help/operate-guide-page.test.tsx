import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';

import { appStore, userInfoAtom } from '@portal/shared/state';
import {
  type FakeBackend,
  type FakeCall,
  fakeBackend,
  renderInPortal,
  setWindowWidth,
} from '@portal/shared/testing';
import type { Feedback, UserInfo } from '@portal/shared/contracts';

import { OperateGuidePage } from './operate-guide-page';

const CREATE = 'POST /api/portal/suggest/createSuggest';
const MINE = 'POST /api/portal/suggest/queryMySuggest';
let backend: FakeBackend;

function feedback(change: Partial<Feedback>): Feedback {
  return {
    id: '1',
    username: 'zhangsan',
    tenantId: '001',
    content: '视频卡顿',
    createdAt: '2026-03-02 09:15:00',
    type: 'USAGE',
    typeName: '使用问题',
    phone: '',
    status: 'REPLIED',
    statusName: '已回复',
    reply: '已处理',
    replyAt: '2026-03-03 10:00:00',
    ...change,
  };
}

let stored: Feedback[] = [];

// The first antd render in jsdom takes seconds on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

beforeAll(() => {
  setWindowWidth(1366);
});

beforeEach(() => {
  stored = [feedback({})];
  backend = fakeBackend();
  backend.on(CREATE, (call: FakeCall) => {
    const form = call.body as { content: string };
    const item = feedback({
      id: String(stored.length + 1),
      content: form.content,
      status: 'PENDING',
      statusName: '待回复',
      reply: '',
    });
    stored = [item, ...stored];
    return item;
  });
  backend.on(MINE, (call: FakeCall) => {
    const { pagesize, pagenum } = call.body as {
      pagesize: number;
      pagenum: number;
    };
    return {
      datalist: stored.slice(pagenum * pagesize, (pagenum + 1) * pagesize),
      pagesize,
      pagenum,
      totalelements: stored.length,
      totalpages: Math.ceil(stored.length / pagesize),
    };
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(userInfoAtom, null);
});

describe('OperateGuidePage for a visitor', () => {
  it('shows the guide, the FAQ and a prompt to sign in instead of the form', () => {
    renderInPortal(<OperateGuidePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: '帮助中心' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '学时如何认定' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '支持的浏览器' })).toBeTruthy();
    expect(screen.getByText('登录后可提交反馈')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.queryByLabelText('反馈内容')).toBeNull();
    expect(backend.calls(MINE)).toEqual([]);
  });

  it('opens an FAQ answer from its question button', async () => {
    renderInPortal(<OperateGuidePage />);
    const question = screen.getByRole('button', {
      name: /为什么视频不能快进/,
    });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(
      await screen.findByText(/首次学习时不能拖动到尚未观看的位置/),
    ).toBeTruthy();
  });
});

describe('the feedback form', () => {
  beforeEach(() => {
    appStore.set(userInfoAtom, { id: 'u1', name: '学员' } as UserInfo);
  });

  const submit = () =>
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));

  it('refuses an empty submission without sending it', async () => {
    renderInPortal(<OperateGuidePage />);
    fireEvent.change(screen.getByLabelText('反馈内容'), {
      target: { value: '   ' },
    });
    submit();
    expect(await screen.findByText('请输入反馈内容')).toBeTruthy();
    expect(backend.calls(CREATE)).toEqual([]);
  });

  it('counts characters and refuses more than 500', async () => {
    renderInPortal(<OperateGuidePage />);
    fireEvent.change(screen.getByLabelText('反馈内容'), {
      target: { value: '字'.repeat(501) },
    });
    expect(await screen.findByText('501 / 500')).toBeTruthy();
    submit();
    expect(await screen.findByText('反馈内容不能超过500字')).toBeTruthy();
    expect(backend.calls(CREATE)).toEqual([]);
  });

  it('refuses a phone number that is not a mainland mobile', async () => {
    renderInPortal(<OperateGuidePage />);
    fireEvent.change(screen.getByLabelText('反馈内容'), {
      target: { value: '建议增加课程' },
    });
    fireEvent.change(screen.getByLabelText('联系电话（选填）'), {
      target: { value: '010-12345678' },
    });
    submit();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(backend.calls(CREATE)).toEqual([]);
  });

  it('sends a valid form and shows it first in 我的反馈', async () => {
    renderInPortal(<OperateGuidePage />);
    const list = await screen.findByRole('list', { name: '我的反馈' });
    expect(within(list).getByText('回复：已处理')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('反馈内容'), {
      target: { value: '  希望增加更多图文课程  ' },
    });
    fireEvent.change(screen.getByLabelText('联系电话（选填）'), {
      target: { value: '13800138000' },
    });
    submit();
    await waitFor(() => expect(backend.calls(CREATE)).toHaveLength(1));
    expect(backend.calls(CREATE)[0]?.body).toEqual({
      type: 'USAGE',
      content: '希望增加更多图文课程',
      phone: '13800138000',
    });
    await waitFor(() => {
      const items = within(
        screen.getByRole('list', { name: '我的反馈' }),
      ).getAllByRole('listitem');
      expect(items[0]?.textContent).toContain('希望增加更多图文课程');
      expect(items[0]?.textContent).toContain('待回复');
    });
    // The form is empty again.
    expect(
      (screen.getByLabelText('反馈内容') as HTMLTextAreaElement).value,
    ).toBe('');
  });

  it('shows the server refusal beside the form', async () => {
    backend.on(CREATE, backend.failure('反馈内容不能包含控制字符', 400));
    renderInPortal(<OperateGuidePage />);
    fireEvent.change(screen.getByLabelText('反馈内容'), {
      target: { value: '正常内容' },
    });
    submit();
    expect(await screen.findByText('反馈内容不能包含控制字符')).toBeTruthy();
  });
});
