import { describe, expect, it } from 'vitest';

import { portalPath, sameOriginAddress } from './safe-address';

const HOSTILE = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://user:pw@portal.example',
];

describe('portalPath', () => {
  it('keeps root-relative paths of the portal', () => {
    expect(portalPath('/index')).toBe('/index');
    expect(portalPath('/commendIndex?x=1#top')).toBe('/commendIndex?x=1#top');
    expect(portalPath('/a/../operateGuide')).toBe('/operateGuide');
  });

  it.each([...HOSTILE, '%2F%2Fevil.example', 'index', '', 42, null])(
    'refuses %s',
    (raw) => {
      expect(portalPath(raw)).toBeNull();
    },
  );
});

describe('sameOriginAddress', () => {
  const origin = 'http://portal.example';

  it('keeps addresses on the origin', () => {
    expect(sameOriginAddress('http://portal.example/index?a=1', origin)).toBe(
      'http://portal.example/index?a=1',
    );
    expect(sameOriginAddress('/public', origin)).toBe(
      'http://portal.example/public',
    );
    // Encoded slashes stay a (harmless) path on the portal.
    expect(sameOriginAddress('%2F%2Fevil.example', origin)).toBe(
      'http://portal.example/%2F%2Fevil.example',
    );
  });

  it.each([
    ...HOSTILE,
    'http://portal.example.evil.example/',
    'http://portal.example:81/',
    'https://portal.example/',
    '',
    undefined,
  ])('refuses %s', (raw) => {
    expect(sameOriginAddress(raw, origin)).toBeNull();
  });
});
