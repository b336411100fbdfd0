import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';

import { ApiError } from '@portal/shared/api';
import { redirectToLogin } from '@portal/shared/routing';
import type * as Routing from '@portal/shared/routing';

import type { ClassDetail } from './class-detail.api';
import { saveEnrollment, verifyCode } from './class-detail.api';
import type * as DetailApi from './class-detail.api';
import { EnrolPanel } from './class-detail-page';
import { installDomStubs } from '../testing/test-dom';

vi.mock('@portal/shared/routing', async (importOriginal) => ({
  ...(await importOriginal<typeof Routing>()),
  redirectToLogin: vi.fn(),
}));
vi.mock('./class-detail.api', async (importOriginal) => ({
  ...(await importOriginal<typeof DetailApi>()),
  verifyCode: vi.fn(),
  saveEnrollment: vi.fn(),
}));

const detail: ClassDetail = {
  tbtpId: 'TBTP10003',
  name: '数字政府网上专题班',
  cover: '',
  orgName: '培训学院',
  orgId: 'ORG101',
  city: '北京市',
  year: 2026,
  startDate: '2026-10-15',
  endDate: '2026-12-15',
  enrollStatus: 'NONE',
  enrollMode: 'CODE',
  memberCount: 10,
  requiredHours: 16,
  compulsoryHours: 10,
  electiveHours: 6,
  status: 'IN_PROGRESS',
  introduction: '',
  compulsoryCourseIds: [],
  optionalCourseIds: [],
  noticeCount: 0,
  newsCount: 0,
  signedIn: true,
  canEnroll: true,
  enrollMessage: '',
  codeVerified: false,
};

// The panel asks antd's breakpoints (matchMedia) for its touch sizes.
beforeAll(installDomStubs);

beforeEach(() => {
  vi.mocked(verifyCode).mockReset();
  vi.mocked(saveEnrollment).mockReset();
  vi.mocked(redirectToLogin).mockReset();
});
afterEach(cleanup);

describe('EnrolPanel', () => {
  it('shows a wrong code’s message and enrols nothing, then enrols with the right one', async () => {
    const onEnrolled = vi.fn();
    vi.mocked(verifyCode).mockRejectedValueOnce(
      new ApiError('报名码错误，请重新输入', 400),
    );
    render(<EnrolPanel detail={detail} onEnrolled={onEnrolled} />);
    fireEvent.click(screen.getByRole('button', { name: '验证并报名' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '请输入报名码',
    );
    expect(verifyCode).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('报名码'), {
      target: { value: ' bad ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '验证并报名' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        '报名码错误，请重新输入',
      ),
    );
    expect(verifyCode).toHaveBeenCalledWith('TBTP10003', 'bad');
    expect(saveEnrollment).not.toHaveBeenCalled();
    expect(onEnrolled).not.toHaveBeenCalled();

    vi.mocked(verifyCode).mockResolvedValueOnce({});
    vi.mocked(saveEnrollment).mockResolvedValueOnce({});
    fireEvent.change(screen.getByLabelText('报名码'), {
      target: { value: 'ZTB0003' },
    });
    fireEvent.click(screen.getByRole('button', { name: '验证并报名' }));
    await waitFor(() => expect(onEnrolled).toHaveBeenCalledTimes(1));
    expect(saveEnrollment).toHaveBeenCalledWith('TBTP10003');
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
