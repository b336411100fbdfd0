import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
// The design-token reader is not part of the facade apps import antd by.
import theme from 'antd/es/theme';

import type { SiteConfig } from '@portal/shared/types';
import { AppProviders } from './app-providers';
import { BUTTON_LABELS } from './labels';
import { TOUCH_TARGET } from './responsive';
import { tenantTheme } from './theme';

describe("seed-spec 9's element size 'mini', read for touch", () => {
  it("keeps antd's small controls, the densest size a page may use, at least 24 px", () => {
    const blue = { lastSysParamValue: 'blue' } as SiteConfig;
    for (const site of [null, blue]) {
      const token = theme.getDesignToken(tenantTheme(site));
      expect(token.controlHeightSM).toBeGreaterThanOrEqual(TOUCH_TARGET);
      expect(token.controlHeight).toBeGreaterThan(token.controlHeightSM);
    }
  });

  it("sets no size for the whole portal: an action has antd's default size", () => {
    render(
      <AppProviders>
        <Button>{BUTTON_LABELS.save}</Button>
      </AppProviders>,
    );
    const save = screen.getByRole('button', { name: '保存' });
    expect(save.className).not.toMatch(/ant-btn-sm|ant-btn-lg/);
  });
});
