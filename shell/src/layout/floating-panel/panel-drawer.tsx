import {
  siteConfigAtom,
  useAtom,
  useAtomValue,
  userInfoAtom,
  useTenantCapabilities,
} from '@portal/shared/state';
import { Button, Drawer, Flex } from 'antd';
import { useRef } from 'react';

import { CareModeRow } from '../../accessibility/care-mode-row';
import { compactWelcomeOpenAtom } from '../../auth/session-state';
import { TOUCH_ROW } from '../../ui/touch-styles';
import { PanelItems, useOpenAdmin } from './floating-panel';
import { WelcomeBox } from './welcome-box';

/**
 * The floating panel on a small screen (seed-spec 2.2 and DESIGN 8): the
 * same entries in a drawer opened from the header's 我的, so nothing covers
 * the page at rest. The welcome box starts collapsed.
 */
export function PanelDrawer({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const user = useAtomValue(userInfoAtom);
  const site = useAtomValue(siteConfigAtom);
  const { splitHours } = useTenantCapabilities();
  const [welcomeOpen, setWelcomeOpen] = useAtom(compactWelcomeOpenAtom);
  const openAdmin = useOpenAdmin();
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="我的"
      placement="right"
      // Closed, nothing of it stays on the page (not even an empty layer).
      destroyOnHidden
      size="min(320px, calc(100vw - 40px))"
      styles={{ body: { padding: 16 } }}
    >
      <Flex vertical gap={8}>
        <Button
          block
          ref={toggleRef}
          type={welcomeOpen ? 'primary' : 'default'}
          aria-expanded={welcomeOpen}
          onClick={() => setWelcomeOpen((shown) => !shown)}
          style={TOUCH_ROW}
        >
          {user.name ? '已登录' : '学员登录'}
        </Button>
        {welcomeOpen && (
          <WelcomeBox
            compact
            user={user}
            splitHours={splitHours}
            showAcademy={site?.sysParamCode.includes('ZWY_SHOW') ?? false}
            onCollapse={() => {
              setWelcomeOpen(false);
              toggleRef.current?.focus();
            }}
          />
        )}
        <CareModeRow />
        <PanelItems
          compact
          onAdmin={() => {
            // The back-office dialogs open over the page, not over the drawer.
            onClose();
            void openAdmin();
          }}
        />
      </Flex>
    </Drawer>
  );
}
