import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';

import { AppProviders } from './app-providers';
import { afterFeedbackShown } from './feedback-provider';

afterEach(cleanup);

function Page() {
  const { message, modal } = App.useApp();
  const [closed, setClosed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => void message.success('已保存')}>
        保存
      </button>
      <button
        type="button"
        onClick={() =>
          modal.confirm({
            title: '确定交卷吗？',
            okText: '确定',
            cancelText: '取消',
            onOk: () => setClosed(true),
          })
        }
      >
        交卷
      </button>
      {closed && <p>已交卷</p>}
    </>
  );
}

describe('the deferred feedback of AppProviders', () => {
  it('shows a message asked for before its code has arrived', async () => {
    render(
      <AppProviders>
        <Page />
      </AppProviders>,
    );
    // fireEvent skips the pointerdown that would start the download early.
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存')).toBeTruthy();
  });

  it('opens a confirmation whose button runs the page’s handler', async () => {
    render(
      <AppProviders>
        <Page />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: '交卷' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已交卷')).toBeTruthy();
  });

  it('lets the page leave only once the message is on screen, and a second later', async () => {
    render(
      <AppProviders>
        <Page />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const leave = vi.fn();
    afterFeedbackShown(0, leave);
    expect(await screen.findByText('已保存')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1), {
      timeout: 3000,
    });
  });
});
