import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';

import { redirectToLogin } from '@portal/shared/routing';
import type * as Routing from '@portal/shared/routing';
import { type FakeBackend, fakeBackend } from '@portal/shared/testing';

import type { ClassDetail } from '@portal/shared/contracts';
import { classDetailFixture } from '../../../components/test-fixtures';
import { EnrolPanel } from './class-detail-page';

vi.mock('@portal/shared/routing', async (importOriginal) => ({
  ...(await importOriginal<typeof Routing>()),
  redirectToLogin: vi.fn(),
}));

const VERIFY = 'POST /api/tbtp/web/verifyCode';
const SAVE = 'POST /api/tbtpenrollment/web/save';

const detail: ClassDetail = { ...classDetailFixture, enrollMode: 'CODE' };

let backend: FakeBackend;

beforeEach(() => {
  backend = fakeBackend();
  vi.mocked(redirectToLogin).mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EnrolPanel', () => {
  it('shows a wrong code’s message and enrols nothing, then enrols with the right one', async () => {
    const onEnrolled = vi.fn();
    backend.on(VERIFY, backend.failure('报名码错误，请重新输入'));
    render(<EnrolPanel detail={detail} onEnrolled={onEnrolled} />);
    fireEvent.click(screen.getByRole('button', { name: '验证并报名' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '请输入报名码',
    );
    expect(backend.calls(VERIFY)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('报名码'), {
      target: { value: ' bad ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '验证并报名' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        '报名码错误，请重新输入',
      ),
    );
    expect(backend.calls(VERIFY).map((c) => c.body)).toEqual([
      { tbtpId: 'TBTP10003', code: 'bad' },
    ]);
    expect(backend.calls(SAVE)).toHaveLength(0);
    expect(onEnrolled).not.toHaveBeenCalled();

    backend.on(VERIFY, {});
    backend.on(SAVE, {});
    fireEvent.change(screen.getByLabelText('报名码'), {
      target: { value: 'ZTB0003' },
    });
    fireEvent.click(screen.getByRole('button', { name: '验证并报名' }));
    await waitFor(() => expect(onEnrolled).toHaveBeenCalledTimes(1));
    expect(backend.calls(SAVE).map((c) => c.body)).toEqual([
      { tbtpId: 'TBTP10003' },
    ]);
  });

  it('offers nothing to click for an assigned class', () => {
    render(
      <EnrolPanel
        detail={{ ...detail, enrollMode: 'ASSIGNED' }}
        onEnrolled={vi.fn()}
      />,
    );
    expect(screen.getByText('由单位统一安排')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends a visitor to sign in and come back to the class page', () => {
    render(
      <EnrolPanel
        detail={{ ...detail, enrollMode: 'OPEN', signedIn: false }}
        onEnrolled={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '登录报名' }));
    expect(redirectToLogin).toHaveBeenCalledWith(
      `${window.location.origin}/projectDetail?id=TBTP10003`,
    );
  });
});
