import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

import {
  appStore,
  displayPrefsAtom,
  displayThemeAtom,
  Provider,
  siteConfigAtom,
  useAtomValue,
} from '@portal/shared/state';
import { FeedbackProvider } from './feedback-provider';
import { tenantTheme } from './theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const site = useAtomValue(siteConfigAtom);
  const prefs = useAtomValue(displayPrefsAtom);
  const modes = useAtomValue(displayThemeAtom);
  const theme = tenantTheme(site);
  return (
    <ConfigProvider
      locale={zhCN}
      theme={modes ? modes.theme(theme, prefs) : theme}
      // Screen readers and tests should read 重试, not 重 试.
      button={{ autoInsertSpace: false }}
    >
      <FeedbackProvider>{children}</FeedbackProvider>
    </ConfigProvider>
  );
}

/**
 * What every React root of the portal is wrapped in: the shared jotai store,
 * antd styles in a cascade layer (so app CSS wins), the zh_CN locale, the
 * tenant's theme, and antd's message/modal hooks (`App.useApp()`).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={appStore}>
      <StyleProvider layer>
        <ThemedApp>{children}</ThemedApp>
      </StyleProvider>
    </Provider>
  );
}
