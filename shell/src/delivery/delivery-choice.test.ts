import type { RemoteMap } from '@portal/shared/contracts';
import { bucketOf } from '@portal/shared/delivery';

import {
  chooseRemotes,
  deliveryChoices,
  hasCanaries,
  reportedVersion,
} from './delivery-choice';
import { PIN_COOKIE, readDeliveryPins } from './delivery-pin';
import { setDeliveryPin } from './set-delivery-pin';

const HOME = '/mf-home/1.0.0/mf-manifest.json';
const EXAMS = '/mf-exams/1.0.0/mf-manifest.json';

const plain: RemoteMap = {
  tenantId: '001.001',
  remotes: { mf_home: HOME, mf_exams: EXAMS },
};
const canaried = (share: number): RemoteMap => ({
  ...plain,
  canaries: {
    mf_home: { version: '1.1.0', share, startedAt: '2025-01-01T00:00:00Z' },
  },
});

/** A fingerprint whose mf_home bucket is below / above a 10 % share. */
function fingerprintWith(candidate: boolean): string {
  for (let i = 0; ; i += 1) {
    const id = `device-${i}`;
    if (bucketOf(id, 'mf_home') < 1000 === candidate) return id;
  }
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('the operator pin cookie', () => {
  beforeEach(clearCookies);

  it('round-trips pins per container and clears them', () => {
    setDeliveryPin('mf_home', 'candidate');
    setDeliveryPin('mf_exams', 'stable');
    expect(readDeliveryPins()).toEqual({
      mf_home: 'candidate',
      mf_exams: 'stable',
    });
    setDeliveryPin('mf_home', null);
    expect(readDeliveryPins()).toEqual({ mf_exams: 'stable' });
    setDeliveryPin('mf_exams', null);
    expect(readDeliveryPins()).toEqual({});
    expect(document.cookie).not.toContain(PIN_COOKIE);
  });

  it('is a session cookie for the whole site', () => {
    const writes: string[] = [];
    const spy = vi
      .spyOn(document, 'cookie', 'set')
      .mockImplementation((value: string) => void writes.push(value));
    setDeliveryPin('mf_home', 'candidate');
    spy.mockRestore();
    expect(writes[0]).toMatch(
      /^portal-delivery-pin=[^;]+; Path=\/; SameSite=Lax$/,
    );
    expect(writes[0]).not.toMatch(/Expires|Max-Age/);
  });

  it('ignores what is not a container:track pair', () => {
    expect(
      readDeliveryPins(
        `other=1; ${PIN_COOKIE}=${encodeURIComponent('mf_home:beta,x y:stable,mf_exams:candidate')}`,
      ),
    ).toEqual({ mf_exams: 'candidate' });
    expect(readDeliveryPins(`${PIN_COOKIE}=%E0%A4%A`)).toEqual({});
  });
});

describe('choosing the versions of a map', () => {
  it('keeps the stable URLs and remembers nothing without canaries', () => {
    expect(hasCanaries(plain)).toBe(false);
    expect(chooseRemotes(plain, 'any')).toEqual([
      { name: 'mf_home', entry: HOME },
      { name: 'mf_exams', entry: EXAMS },
    ]);
    expect(deliveryChoices()).toEqual([]);
    expect(reportedVersion('mf_home')).toBeNull();
  });

  it('loads the candidate for a device within the share, stable otherwise', () => {
    const map = canaried(10);
    expect(hasCanaries(map)).toBe(true);
    const inside = chooseRemotes(map, fingerprintWith(true));
    expect(inside[0]).toEqual({
      name: 'mf_home',
      entry: '/mf-home/1.1.0/mf-manifest.json',
    });
    expect(inside[1]).toEqual({ name: 'mf_exams', entry: EXAMS });
    expect(reportedVersion('mf_home')).toBe('1.1.0');
    expect(reportedVersion('mf_exams')).toBeNull();

    expect(chooseRemotes(map, fingerprintWith(false))[0]?.entry).toBe(HOME);
    const [home] = deliveryChoices();
    expect(home).toMatchObject({
      remote: 'mf_home',
      stableVersion: '1.0.0',
      pin: null,
      choice: { track: 'stable', version: '1.0.0' },
    });
    // Stable learners of a canaried remote report too: the baseline.
    expect(reportedVersion('mf_home')).toBe('1.0.0');
  });

  it('follows the operator pin whatever the share', () => {
    expect(
      chooseRemotes(canaried(0), fingerprintWith(false), {
        mf_home: 'candidate',
      })[0]?.entry,
    ).toBe('/mf-home/1.1.0/mf-manifest.json');
    expect(deliveryChoices()[0]?.pin).toBe('candidate');
    expect(
      chooseRemotes(canaried(100), fingerprintWith(true), {
        mf_home: 'stable',
      })[0]?.entry,
    ).toBe(HOME);
  });
});
