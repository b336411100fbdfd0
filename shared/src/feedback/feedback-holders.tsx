import { message, Modal, notification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { type ReactNode, useEffect } from 'react';

export type FeedbackApi = useAppProps;

/**
 * antd's message, notification and modal hooks with their holders: what
 * antd's App renders. `@portal/shared/ui`'s FeedbackProvider fetches this
 * module the first time a page wants to say something, and renders it
 * beside (not around) the page, so nothing the page holds is remounted.
 */
export function FeedbackHolders({
  onReady,
}: {
  onReady: (api: FeedbackApi) => void;
}): ReactNode {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({
      message: messageApi,
      notification: notificationApi,
      modal: modalApi,
    });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
