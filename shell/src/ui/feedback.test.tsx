import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const message = {
  warning: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  info: vi.fn(),
};
const modal = { warning: vi.fn() };

vi.mock('@portal/shared/ui', () => ({
  useFeedback: () => ({ message, modal }),
}));

const { FeedbackBridge, notify, warningDialog } = await import('./feedback');

describe('feedback before the frame is on the page', () => {
  it('holds notices and dialogs until the bridge mounts, then shows them in order', async () => {
    notify('warning', '当前用户登录状态不正确');
    let confirmed = false;
    const dialog = warningDialog('提醒', '未查询到学员信息').then(() => {
      confirmed = true;
    });
    expect(message.warning).not.toHaveBeenCalled();
    expect(modal.warning).not.toHaveBeenCalled();

    render(<FeedbackBridge />);

    expect(message.warning).toHaveBeenCalledWith('当前用户登录状态不正确');
    expect(modal.warning).toHaveBeenCalledWith(
      expect.objectContaining({ title: '提醒', content: '未查询到学员信息' }),
    );
    await Promise.resolve();
    expect(confirmed).toBe(false);
    const [options] = modal.warning.mock.lastCall as [{ onOk: () => void }];
    options.onOk();
    await dialog;
    expect(confirmed).toBe(true);

    notify('error', '请求失败');
    expect(message.error).toHaveBeenCalledWith('请求失败');
  });
});
