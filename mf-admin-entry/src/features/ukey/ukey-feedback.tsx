import type { App } from 'antd';

import { UKEY_MESSAGES, type UkeyFailureKind } from './ukey-login';

type AppApi = ReturnType<typeof App.useApp>;

const UKEY_NOTICE_TITLE = '提醒';
const DRIVER_DOWNLOAD_URL = '/pcStatic/ukey-setup.html';
const DRIVER_DOWNLOAD_TEXT = '下载uKey驱动';

/** The 提醒 warning for a missing key service: driver link, reload on 确定. */
function showServiceUnavailable(
  modal: AppApi['modal'],
  reload: () => void,
): void {
  modal.warning({
    title: UKEY_NOTICE_TITLE,
    content: (
      <div>
        <p style={{ margin: '0 0 8px' }}>{UKEY_MESSAGES.unavailable}</p>
        <a href={DRIVER_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
          {DRIVER_DOWNLOAD_TEXT}
        </a>
      </div>
    ),
    okText: '确定',
    okButtonProps: { autoInsertSpace: false },
    onOk: reload,
  });
}

/**
 * Shows a failure of the key flow that is not shown inside the dialog:
 * a modal for the key service, the certificate and the server's verdict,
 * a message for a network failure.
 */
export function showUkeyFailure(
  reason: Exclude<UkeyFailureKind, 'pin' | 'key'>,
  text: string,
  { message, modal }: Pick<AppApi, 'message' | 'modal'>,
  reload: () => void,
): void {
  switch (reason) {
    case 'unavailable':
      showServiceUnavailable(modal, reload);
      return;
    case 'network':
      void message.error(text);
      return;
    case 'no-certificate':
    case 'verify-failed':
    case 'refused':
    case 'cannot-create':
      modal.error({
        title: UKEY_NOTICE_TITLE,
        content: text,
        okText: '确定',
        okButtonProps: { autoInsertSpace: false },
      });
      return;
  }
}
