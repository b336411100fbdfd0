import { fetchYearHours } from '@portal/shared/api';
import { formatHours } from '@portal/shared/format';
import { useRemoteData } from '@portal/shared/hooks';
import { hoursChangedAtom, useAtomValue } from '@portal/shared/state';
import type { UserInfo, YearHours } from '@portal/shared/contracts';
import { Button, Space } from 'antd';
import {
  BORDER_SUBTLE,
  PRIMARY_TOUCH_HEIGHT,
  TEXT_SECONDARY,
} from '@portal/shared/ui';
import { useCallback } from 'react';

import { jumpToAcademy } from '../../auth/academy-jump';
import { logout } from '../../auth/session-actions';
import { NavButton } from '../../ui/nav-button';

/**
 * This year's hours: compulsory and optional in a tenant that counts them
 * apart (capability splitHours), else total and compulsory.
 */
export function hoursLines(
  hours: YearHours,
  splitHours: boolean,
  year: number,
): string[] {
  const fixed = formatHours;
  if (splitHours) {
    return [
      `${year}年已学必修 ${fixed(hours.compulsoryHour)} 学时`,
      `选修 ${fixed(hours.optionalHour)} 学时`,
    ];
  }
  return [
    `${year}年已学 ${fixed(hours.tbtpHourSum)} 学时`,
    `其中必修 ${fixed(hours.compulsoryHour)} 学时`,
  ];
}

/**
 * @param compact the small-screen look: the drawer's full width and
 * 44 px buttons.
 */
export function WelcomeBox({
  user,
  splitHours,
  showAcademy,
  onCollapse,
  compact = false,
}: {
  user: UserInfo;
  /** The tenant's capability: compulsory and optional hours. */
  splitHours: boolean;
  showAcademy: boolean;
  onCollapse: () => void;
  compact?: boolean;
}) {
  const year = new Date().getFullYear();
  // Loaded again when an app announces new hours (a course finished).
  const hoursChanged = useAtomValue(hoursChangedAtom);
  const load = useCallback(
    () => fetchYearHours(user.idCardHash, year),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new count asks for a new load
    [user.idCardHash, year, hoursChanged],
  );
  const hours = useRemoteData(load);
  const size = compact ? undefined : 'small';
  const row = compact ? { height: PRIMARY_TOUCH_HEIGHT } : undefined;
  return (
    <section
      aria-label="欢迎"
      data-testid="welcome-box"
      style={{
        width: 200,
        padding: 12,
        background: '#fff',
        borderRadius: 6,
        boxShadow: '0 2px 12px rgba(0,0,0,.15)',
        ...(compact && {
          width: '100%',
          boxSizing: 'border-box',
          boxShadow: 'none',
          border: `1px solid ${BORDER_SUBTLE}`,
        }),
      }}
    >
      <strong>欢迎您，{user.name}</strong>
      <div
        style={{ margin: '6px 0 10px', fontSize: 13, color: TEXT_SECONDARY }}
      >
        {hours.status === 'ready'
          ? hoursLines(hours.data, splitHours, year).map((line) => (
              <div key={line}>{line}</div>
            ))
          : hours.status === 'error'
            ? '学时暂不可用'
            : '学时加载中…'}
      </div>
      <Space direction="vertical" style={{ width: '100%' }} size={6}>
        <NavButton
          size={size}
          block
          type="primary"
          href="/personalCenter"
          style={row}
        >
          学习中心
        </NavButton>
        {showAcademy && (
          <Button
            size={size}
            block
            onClick={() => void jumpToAcademy(user)}
            style={row}
          >
            中国干部网络学院
          </Button>
        )}
        <Button size={size} block onClick={() => void logout()} style={row}>
          退出登录
        </Button>
        <Button size={size} block type="text" onClick={onCollapse} style={row}>
          收起
        </Button>
      </Space>
    </section>
  );
}
