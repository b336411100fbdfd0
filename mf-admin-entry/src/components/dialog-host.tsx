/**
 * Where the back-office entry shows its dialogs: one React root, created on
 * first use in <div id="mf-admin-entry-root"> at the end of <body>, wrapped
 * in the portal's providers (shared jotai store, antd zh_CN, tenant theme,
 * antd App for message and modal).
 */
import { App } from 'antd';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { RemoteRoot } from '@portal/shared/spa';

export const DIALOG_ROOT_ID = 'mf-admin-entry-root';

type AppApi = ReturnType<typeof App.useApp>;

/** What a dialog shown through the host gets. */
interface DialogControls<T> {
  /** Settles the promise run() returned (only the first call counts). */
  finish(value: T): void;
  /** Takes the dialog out of the host (call it once it has closed). */
  remove(): void;
}

export interface DialogHost {
  message: AppApi['message'];
  modal: AppApi['modal'];
  /** Shows a dialog; resolves with the value it finishes with. */
  run<T>(render: (controls: DialogControls<T>) => ReactNode): Promise<T>;
}

interface Entry {
  key: number;
  node: ReactNode;
}

let nextKey = 0;

function HostRoot({ onReady }: { onReady(host: DialogHost): void }) {
  const app = App.useApp();
  const appRef = useRef(app);
  const [entries, setEntries] = useState<Entry[]>([]);

  useEffect(() => {
    appRef.current = app;
  }, [app]);

  useEffect(() => {
    const remove = (key: number) =>
      setEntries((list) => list.filter((entry) => entry.key !== key));
    onReady({
      get message() {
        return appRef.current.message;
      },
      get modal() {
        return appRef.current.modal;
      },
      run<T>(render: (controls: DialogControls<T>) => ReactNode) {
        return new Promise<T>((resolve) => {
          const key = ++nextKey;
          const node = render({ finish: resolve, remove: () => remove(key) });
          setEntries((list) => [...list, { key, node }]);
        });
      },
    });
  }, [onReady]);

  return (
    <>
      {entries.map((entry) => (
        <Fragment key={entry.key}>{entry.node}</Fragment>
      ))}
    </>
  );
}

let hostPromise: Promise<DialogHost> | null = null;
let root: Root | null = null;

/** The dialog host, created on first use and reused afterwards. */
export function ensureDialogHost(): Promise<DialogHost> {
  hostPromise ??= new Promise<DialogHost>((resolve) => {
    // A container left by an earlier copy of this module is replaced.
    document.getElementById(DIALOG_ROOT_ID)?.remove();
    const container = document.createElement('div');
    container.id = DIALOG_ROOT_ID;
    document.body.append(container);
    root = createRoot(container);
    root.render(
      <RemoteRoot appName="mf-admin-entry">
        <HostRoot onReady={resolve} />
      </RemoteRoot>,
    );
  });
  return hostPromise;
}

/** Unmounts the host and removes its container (tests). */
export function disposeDialogHost(): void {
  root?.unmount();
  root = null;
  hostPromise = null;
  document.getElementById(DIALOG_ROOT_ID)?.remove();
}
