import { displayPrefsAtom, useAtomValue } from '@portal/shared/state';
import { Button } from 'antd';

import { notify } from '../ui/feedback';
import { TOUCH_ROW } from '../ui/touch-styles';
import { useToolbarDialog } from './display-switch';

/**
 * 长者模式 and 无障碍设置 as rows of the 我的 drawer: the first switches the
 * care mode at once, the second opens the dialog with every choice.
 */
export function CareModeRow() {
  const prefs = useAtomValue(displayPrefsAtom);
  const { opening, dialog } = useToolbarDialog();
  // Decided at the press: a second press before the code arrives asks for
  // the same mode, not for the other one.
  const toggleCare = () => {
    const chosen = { ...prefs, care: !prefs.care };
    import('@portal/shared/display/modes').then(
      ({ setDisplayPrefs }) => setDisplayPrefs(chosen),
      () => notify('error', '长者模式加载失败，请重试'),
    );
  };
  return (
    <>
      <Button
        block
        type={prefs.care ? 'primary' : 'default'}
        aria-pressed={prefs.care}
        onClick={toggleCare}
        style={TOUCH_ROW}
      >
        长者模式
      </Button>
      <Button block {...opening} style={TOUCH_ROW}>
        无障碍设置
      </Button>
      {dialog}
    </>
  );
}
