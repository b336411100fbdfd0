/**
 * The way into 无障碍设置 (the MIIT 适老化 rules' 无障碍 entry): a button in
 * the header (the 我的 drawer has its rows in care-mode-row.tsx). This
 * part is on the first load, so it stays small: the dialog, its antd
 * components and the display modes come at the first press.
 */
import { Button } from 'antd';
import { type ComponentType, useRef, useState } from 'react';

import { notify } from '../ui/feedback';
import { BAR_BUTTON } from '../ui/touch-styles';
import type { DisplayToolbarProps } from './display-toolbar';

export const TOOLBAR_LOAD_FAILED = '无障碍工具加载失败，请重试';

/**
 * The 无障碍设置 dialog, fetched at the first press (a second press while
 * it loads opens the same one); after a failure the next press tries
 * again. The focus goes back to the button that opened it.
 */
export function useToolbarDialog() {
  const opener = useRef<HTMLButtonElement>(null);
  const [Toolbar, setToolbar] = useState<ComponentType<DisplayToolbarProps>>();
  const [open, setOpen] = useState(false);
  const show = () =>
    import('./display-toolbar').then(
      ({ DisplayToolbar }) => {
        setToolbar(() => DisplayToolbar);
        setOpen(true);
      },
      (error: unknown) => {
        console.error('[portal] 无障碍工具加载失败', error);
        notify('error', TOOLBAR_LOAD_FAILED);
      },
    );
  const opening = {
    ref: opener,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: () => void show(),
  } as const;
  const dialog = Toolbar && (
    <Toolbar
      open={open}
      onClose={() => setOpen(false)}
      afterClose={() => opener.current?.focus()}
    />
  );
  return { opening, dialog };
}

/** The universal-access figure (antd's icons have none). */
function AccessIcon({ size }: { size: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="4" r="2" />
      <path d="M3 8h18v2h-6v12h-2v-6h-2v6H9V10H3z" />
    </svg>
  );
}

/**
 * 无障碍 in the header: icon and text at desktop width, a 44 × 44 icon on
 * the compact bar. Opens 无障碍设置.
 */
export function DisplaySwitch({ compact }: { compact: boolean }) {
  const { opening, dialog } = useToolbarDialog();
  return (
    <>
      <Button
        {...opening}
        type="text"
        aria-label={compact ? '无障碍' : undefined}
        icon={<AccessIcon size={compact ? 20 : 18} />}
        style={
          compact ? BAR_BUTTON : { color: '#fff', flex: 'none', height: 36 }
        }
      >
        {compact ? null : '无障碍'}
      </Button>
      {dialog}
    </>
  );
}
