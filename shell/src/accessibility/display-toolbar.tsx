/**
 * 无障碍设置: the dialog behind the header's 无障碍 button (and the 我的
 * drawer's 无障碍设置), fetched at the first click. Every choice is drawn
 * at once behind it and kept on the device (setDisplayPrefs); 朗读 is the
 * browser's speech and is not kept.
 */
import {
  type CursorAid,
  type DisplayPrefs,
  NORMAL_DISPLAY,
  type TextScale,
} from '@portal/shared/display';
import { setDisplayPrefs } from '@portal/shared/display/modes';
import { displayPrefsAtom, useAtomValue } from '@portal/shared/state';
import { TEXT_SECONDARY, useCompactLayout } from '@portal/shared/ui';
import { Button, Flex, Modal, Radio, Switch } from 'antd';
import {
  type CSSProperties,
  type ReactNode,
  useId,
  useSyncExternalStore,
} from 'react';

import { installGuideLines } from './guide-lines';
import {
  readAloudStatus,
  readMainContent,
  startPointReading,
  stopPointReading,
  stopReading,
  subscribeReadAloud,
} from './read-aloud';

const TEXT_SCALE_OPTIONS: { label: string; value: TextScale }[] = [
  { label: '标准', value: 100 },
  { label: '大', value: 125 },
  { label: '特大', value: 150 },
];

const CURSOR_OPTIONS: { label: string; value: CursorAid }[] = [
  { label: '默认', value: 'none' },
  { label: '大鼠标', value: 'large' },
  { label: '十字光标', value: 'cross' },
];

const SETTING_STYLE: CSSProperties = {
  padding: '12px 0',
  borderBottom: '1px solid rgba(0,0,0,.06)',
};
const LABEL_STYLE: CSSProperties = { fontWeight: 600 };
const HINT_STYLE: CSSProperties = { margin: 0, color: TEXT_SECONDARY };

/** One setting: its visible label, what changes it, and a hint below. */
function Setting({
  label,
  labelId,
  htmlFor,
  hint,
  hintId,
  children,
}: {
  label: string;
  labelId: string;
  /** The control the label names (a switch); a group names itself. */
  htmlFor?: string;
  hint?: ReactNode;
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <div style={SETTING_STYLE}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        {htmlFor ? (
          <label id={labelId} htmlFor={htmlFor} style={LABEL_STYLE}>
            {label}
          </label>
        ) : (
          <span id={labelId} style={LABEL_STYLE}>
            {label}
          </span>
        )}
        {children}
      </Flex>
      {hint && (
        <p id={hintId} style={HINT_STYLE}>
          {hint}
        </p>
      )}
    </div>
  );
}

function useReadAloudStatus() {
  return useSyncExternalStore(subscribeReadAloud, readAloudStatus);
}

function ReadAloudSetting({ labelId }: { labelId: string }) {
  const status = useReadAloudStatus();
  const hintId = useId();
  const hint = !status.supported
    ? '当前浏览器不支持朗读，请使用系统自带的读屏功能'
    : !status.chineseVoice
      ? '未找到中文语音，将使用浏览器默认语音'
      : '指读：鼠标停留或键盘移到哪里，就读哪里';
  return (
    <Setting label="朗读" labelId={labelId} hint={hint} hintId={hintId}>
      <Flex
        role="group"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        gap={8}
        wrap
      >
        <Button
          type={status.pointing ? 'primary' : 'default'}
          aria-pressed={status.pointing}
          disabled={!status.supported}
          onClick={() =>
            status.pointing ? stopPointReading() : startPointReading()
          }
        >
          指读
        </Button>
        <Button disabled={!status.supported} onClick={readMainContent}>
          连读全文
        </Button>
        <Button disabled={!status.supported} onClick={stopReading}>
          停止朗读
        </Button>
      </Flex>
    </Setting>
  );
}

export interface DisplayToolbarProps {
  open: boolean;
  onClose: () => void;
  /** Called once the dialog has closed (the opener takes the focus back). */
  afterClose?: () => void;
}

/** The 无障碍设置 dialog. */
export function DisplayToolbar({
  open,
  onClose,
  afterClose,
}: DisplayToolbarProps) {
  const prefs = useAtomValue(displayPrefsAtom);
  const compact = useCompactLayout();
  const ids = {
    care: useId(),
    careLabel: useId(),
    careHint: useId(),
    contrast: useId(),
    contrastLabel: useId(),
    scaleLabel: useId(),
    readLabel: useId(),
    cursorLabel: useId(),
  };
  const change = (next: Partial<DisplayPrefs>) => {
    const chosen = { ...prefs, ...next };
    setDisplayPrefs(chosen);
    if (chosen.cursor === 'cross') installGuideLines();
  };
  const reset = () => {
    stopPointReading();
    stopReading();
    setDisplayPrefs(NORMAL_DISPLAY);
  };
  return (
    <Modal
      open={open}
      title="无障碍设置"
      onCancel={onClose}
      afterClose={afterClose}
      footer={
        <Flex justify="space-between" gap={8}>
          <Button onClick={reset}>恢复默认</Button>
          <Button type="primary" onClick={onClose}>
            完成
          </Button>
        </Flex>
      }
    >
      <Setting
        label="长者模式"
        labelId={ids.careLabel}
        htmlFor={ids.care}
        hint="字号加大、按钮加大、减少动画"
        hintId={ids.careHint}
      >
        <Switch
          id={ids.care}
          checked={prefs.care}
          aria-describedby={ids.careHint}
          onChange={(care) => change({ care })}
        />
      </Setting>
      <Setting
        label="高对比度"
        labelId={ids.contrastLabel}
        htmlFor={ids.contrast}
      >
        <Switch
          id={ids.contrast}
          checked={prefs.contrast}
          onChange={(contrast) => change({ contrast })}
        />
      </Setting>
      <Setting label="文字大小" labelId={ids.scaleLabel}>
        <Radio.Group
          aria-labelledby={ids.scaleLabel}
          // Named by React: antd's own name is one for every group in tests.
          name={`${ids.scaleLabel}-value`}
          optionType="button"
          options={TEXT_SCALE_OPTIONS}
          value={prefs.textScale}
          onChange={(event) =>
            change({ textScale: event.target.value as TextScale })
          }
        />
      </Setting>
      <ReadAloudSetting labelId={ids.readLabel} />
      {!compact && (
        <Setting label="鼠标" labelId={ids.cursorLabel}>
          <Radio.Group
            aria-labelledby={ids.cursorLabel}
            name={`${ids.cursorLabel}-value`}
            optionType="button"
            options={CURSOR_OPTIONS}
            value={prefs.cursor}
            onChange={(event) =>
              change({ cursor: event.target.value as CursorAid })
            }
          />
        </Setting>
      )}
    </Modal>
  );
}
