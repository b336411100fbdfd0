/**
 * antd's message and modal APIs for code outside React components (the
 * guard, the request layer's notifications). FeedbackBridge, rendered once
 * inside the shell's providers, hands over the themed instances.
 *
 * The session is looked up while the frame renders, so a notice or dialog
 * may be asked for before the bridge is on the page: it waits and shows
 * once the bridge mounts, never silently dropped.
 */
import { useFeedback } from '@portal/shared/ui';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { useEffect } from 'react';

type NoticeLevel = 'error' | 'warning' | 'success' | 'info';

interface FeedbackApis {
  message: MessageInstance;
  modal: ModalApi;
}

let apis: FeedbackApis | null = null;
let waiting: Array<(ready: FeedbackApis) => void> = [];

function whenReady(show: (ready: FeedbackApis) => void): void {
  if (apis) show(apis);
  else waiting.push(show);
}

export function FeedbackBridge() {
  const app = useFeedback();
  useEffect(() => {
    const ready = { message: app.message, modal: app.modal };
    apis = ready;
    const queued = waiting;
    waiting = [];
    for (const show of queued) show(ready);
  }, [app]);
  return null;
}

export function notify(level: NoticeLevel, text: string): void {
  whenReady(({ message }) => void message[level](text));
}

/** A warning dialog with one 确定 button; resolves when it is confirmed. */
export function warningDialog(title: string, content: string): Promise<void> {
  return new Promise((resolve) => {
    whenReady(({ modal }) =>
      modal.warning({ title, content, okText: '确定', onOk: () => resolve() }),
    );
  });
}
