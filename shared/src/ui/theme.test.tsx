// antd's own theme, not the facade's: the facade exports components only.
import { theme } from 'antd/es/index';

import { BORDER, BORDER_SUBTLE, TEXT_SECONDARY, tenantTheme } from './theme';

describe('theme colours', () => {
  it('are the tokens antd draws with, so inline styles match its components', () => {
    const token = theme.getDesignToken(tenantTheme(null));
    expect(token.colorBorder).toBe(BORDER);
    expect(token.colorBorderSecondary).toBe(BORDER_SUBTLE);
    expect(token.colorTextSecondary).toBe(TEXT_SECONDARY);
  });
});
