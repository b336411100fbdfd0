/**
 * antd's message and modal APIs for code outside React components (the
 * guard, the request layer's notifications). FeedbackBridge, rendered once
 * inside the shell's providers, hands over the themed instances.
 */
import { useFeedback } from '@portal/shared/ui';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { useEffect } from 'react';

export type NoticeLevel = 'error' | 'warning' | 'success' | 'info';

let message: MessageInstance | null = null;
let modal: ModalApi | null = null;

export function FeedbackBridge() {
  const app = useFeedback();
  useEffect(() => {
    message = app.message;
    modal = app.modal;
  }, [app]);
  return null;
}

export function notify(level: NoticeLevel, text: string): void {
  if (message) void message[level](text);
  else console.warn(`[portal] ${text}`);
}

/** A warning dialog with one 确定 button; resolves when it is confirmed. */
export function warningDialog(title: string, content: string): Promise<void> {
  return new Promise((resolve) => {
    if (!modal) {
      console.warn(`[portal] ${title}: ${content}`);
      resolve();
      return;
    }
    modal.warning({ title, content, okText: '确定', onOk: () => resolve() });
  });
}
