import { cleanup, fireEvent, screen } from '@testing-library/react';

import type { ClassDetail } from '@portal/shared/contracts';
import { ENROLMENT_MESSAGES } from '@portal/shared/contracts';
import { redirectToLogin } from '@portal/shared/routing';
import type * as Routing from '@portal/shared/routing';
import { renderInPortal } from '@portal/shared/testing';

import { EnrolChoice } from './enrol-choice';
import { classDetailFixture } from './test-fixtures';

vi.mock('@portal/shared/routing', async (importOriginal) => ({
  ...(await importOriginal<typeof Routing>()),
  redirectToLogin: vi.fn(),
}));

const detail = classDetailFixture;

function show(change: Partial<ClassDetail>, loginReturnTo = () => '/back') {
  const enrol = vi.fn((mode: 'open' | 'code') => <p>自己的报名：{mode}</p>);
  renderInPortal(
    <EnrolChoice
      detail={{ ...detail, ...change }}
      loginReturnTo={loginReturnTo}
      enrolled={<p>已报名视图</p>}
      enrol={enrol}
    />,
  );
  return enrol;
}

beforeEach(() => vi.mocked(redirectToLogin).mockReset());
afterEach(cleanup);

describe('EnrolChoice', () => {
  it('shows the page’s own view to an enrolled learner', () => {
    const enrol = show({ enrollStatus: 'ENROLLED' });
    expect(screen.getByText('已报名视图')).toBeTruthy();
    expect(enrol).not.toHaveBeenCalled();
  });

  it('tells a pending learner to wait, and an ended class’s visitor it has ended', () => {
    show({ enrollStatus: 'PENDING' });
    expect(screen.getByText('报名审核中，请耐心等待')).toBeTruthy();
    cleanup();
    show({ status: 'ENDED' });
    expect(screen.getByText(ENROLMENT_MESSAGES.classEnded)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers nothing to click for an assigned class', () => {
    show({ enrollMode: 'ASSIGNED' });
    expect(screen.getByText('由单位统一安排')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends a visitor to sign in and come back where the page says', () => {
    show({ signedIn: false }, () => 'http://portal.test/projectDetail?id=1');
    fireEvent.click(screen.getByRole('button', { name: '登录报名' }));
    expect(redirectToLogin).toHaveBeenCalledWith(
      'http://portal.test/projectDetail?id=1',
    );
  });

  it('leaves an open or a code class to the page’s own enrol action', () => {
    const open = show({ enrollMode: 'OPEN' });
    expect(open).toHaveBeenCalledWith('open');
    expect(screen.getByText('自己的报名：open')).toBeTruthy();
    cleanup();
    const code = show({ enrollMode: 'CODE' });
    expect(code).toHaveBeenCalledWith('code');
  });
});
