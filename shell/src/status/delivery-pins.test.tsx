import { renderInPortal } from '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';

import type { RemoteDelivery } from '../delivery/delivery-choice';
import { readDeliveryPins } from '../delivery/delivery-pin';
import { setDeliveryPin } from '../delivery/set-delivery-pin';
import { DeliveryPins } from './delivery-pins';

const home = (pin: RemoteDelivery['pin']): RemoteDelivery => ({
  remote: 'mf_home',
  canary: { version: '1.1.0', share: 10, startedAt: '2025-01-01T00:00:00Z' },
  stableVersion: '1.0.0',
  choice: {
    track: pin === 'candidate' ? 'candidate' : 'stable',
    version: pin === 'candidate' ? '1.1.0' : '1.0.0',
    entry: '/mf-home/1.0.0/mf-manifest.json',
  },
  pin,
});

const noFigures = () => Promise.resolve([]);

describe('the delivery pins of /__portal/status', () => {
  beforeEach(() => setDeliveryPin('mf_home', null));

  it('shows both versions with their shares and pins the candidate', async () => {
    const reload = vi.fn();
    renderInPortal(
      <DeliveryPins
        deliveries={[home(null)]}
        reload={reload}
        loadFigures={noFigures}
      />,
    );
    const section = screen.getByTestId('canary-mf_home');
    expect(section.textContent).toContain('稳定版本 1.0.0（90%）');
    expect(section.textContent).toContain('候选版本 1.1.0（10%）');
    expect(within(section).queryByRole('button', { name: '清除' })).toBeNull();
    fireEvent.click(
      within(section).getByRole('button', { name: '试用候选版本' }),
    );
    expect(readDeliveryPins()).toEqual({ mf_home: 'candidate' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await within(section).findByRole('table')).toBeTruthy();
  });

  it('offers 清除 when pinned, and shows nothing without canaries', async () => {
    setDeliveryPin('mf_home', 'candidate');
    const reload = vi.fn();
    const { container } = renderInPortal(
      <>
        <DeliveryPins
          deliveries={[home('candidate')]}
          reload={reload}
          loadFigures={noFigures}
        />
        <DeliveryPins deliveries={[]} />
      </>,
    );
    expect(container.textContent).toContain('已固定为候选版本');
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(readDeliveryPins()).toEqual({});
    expect(screen.getAllByTestId(/^canary-/)).toHaveLength(1);
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
