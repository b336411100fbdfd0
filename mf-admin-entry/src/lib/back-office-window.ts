import { useEffect, useMemo, useRef } from 'react';

import type { PendingWindow } from '@portal/shared/contracts';
import { openPendingWindow } from '@portal/shared/routing';

import { openBackOffice } from './back-office';

/**
 * The back-office window of a dialog whose 确定 leads there only after a
 * check that may take seconds (an SMS code, a key signature). Browsers let
 * a click open a window, but one opened when the answer comes may be taken
 * for a popup and blocked, so the window opens in the click and the answer
 * sends it on or closes it.
 */
export interface BackOfficeWindow {
  /**
   * Opens the blank window. Call it in 确定's click handler, before
   * anything is awaited, and only when the form is about to be sent (an
   * invalid one would flash a window for nothing).
   */
  open(): void;
  /**
   * Hands the window the click opened to the code that awaits the answer,
   * which must `go` or `close` it. Where the click opened none, `go` opens
   * one then (or takes this tab there).
   */
  take(): PendingWindow;
}

/** No window was opened in the click: the answer opens one itself. */
const openOnAnswer: PendingWindow = {
  go: (url) => openBackOffice(url),
  close: () => {},
  post: (url, fields) => openPendingWindow().post(url, fields),
};

export function useBackOfficeWindow(): BackOfficeWindow {
  const pending = useRef<PendingWindow | null>(null);
  // A window no answer took (the dialog went away first) is not left blank.
  useEffect(
    () => () => {
      pending.current?.close();
      pending.current = null;
    },
    [],
  );
  return useMemo(
    () => ({
      open() {
        pending.current?.close();
        pending.current = openPendingWindow();
      },
      take() {
        const target = pending.current ?? openOnAnswer;
        pending.current = null;
        return target;
      },
    }),
    [],
  );
}
