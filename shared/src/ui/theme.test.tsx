import { cleanup, screen } from '@testing-library/react';
import { theme } from 'antd';

import { renderInPortal } from '@portal/shared/testing';

import { BORDER, BORDER_SUBTLE, TEXT_SECONDARY } from './theme';

afterEach(cleanup);

function Tokens() {
  const { token } = theme.useToken();
  return (
    <dl>
      <dt>colorBorder</dt>
      <dd data-testid="colorBorder">{token.colorBorder}</dd>
      <dt>colorBorderSecondary</dt>
      <dd data-testid="colorBorderSecondary">{token.colorBorderSecondary}</dd>
      <dt>colorTextSecondary</dt>
      <dd data-testid="colorTextSecondary">{token.colorTextSecondary}</dd>
    </dl>
  );
}

describe('theme colours', () => {
  it('are the tokens antd draws with, so inline styles match its components', () => {
    renderInPortal(<Tokens />);
    expect(screen.getByTestId('colorBorder').textContent).toBe(BORDER);
    expect(screen.getByTestId('colorBorderSecondary').textContent).toBe(
      BORDER_SUBTLE,
    );
    expect(screen.getByTestId('colorTextSecondary').textContent).toBe(
      TEXT_SECONDARY,
    );
  });
});
