import { describe, expect, it } from 'vitest';

import {
  belongsToTenant,
  filterInTenant,
  findInTenant,
  hostnameOf,
  inTenant,
  isLoopbackHostname,
  seedTenantOf,
  settleTenantOfRequest,
  tenantFromHost,
  tenantOfRequest,
} from './tenancy';

describe('tenantFromHost', () => {
  it.each([
    ['001-001-043.localhost', '001.001.043'],
    ['001-001-043.localhost:8080', '001.001.043'],
    ['001-001-065.localhost:8080', '001.001.065'],
    ['001-001-065.LOCALHOST', '001.001.065'],
    ['001-001.localhost:8080', '001.001'],
    ['localhost:8080', '001.001'],
    ['127.0.0.1:3000', '001.001'],
    ['[::1]:3000', '001.001'],
    ['001-001-099.localhost', '001.001'],
    ['001-001-043.example.com', '001.001'],
    ['evil-001-001-043.localhost', '001.001'],
    ['', '001.001'],
  ])('%s → %s', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });

  it('treats a missing host as the main tenant', () => {
    expect(tenantFromHost(undefined)).toBe('001.001');
    expect(tenantFromHost(null)).toBe('001.001');
  });
});

describe('hostnameOf', () => {
  it('drops the port and brackets', () => {
    expect(hostnameOf('A.localhost:8080')).toBe('a.localhost');
    expect(hostnameOf('[::1]:80')).toBe('::1');
    expect(hostnameOf('localhost.')).toBe('localhost');
  });
});

describe('isLoopbackHostname', () => {
  it('allows only localhost, 127.0.0.1 and *.localhost', () => {
    expect(isLoopbackHostname('localhost')).toBe(true);
    expect(isLoopbackHostname('127.0.0.1')).toBe(true);
    expect(isLoopbackHostname('001-001-043.localhost')).toBe(true);
    expect(isLoopbackHostname('.localhost')).toBe(false);
    expect(isLoopbackHostname('localhost.evil.com')).toBe(false);
    expect(isLoopbackHostname('evillocalhost')).toBe(false);
    expect(isLoopbackHostname('127.0.0.2')).toBe(false);
  });
});

describe('tenantOfRequest', () => {
  it('prefers a known tenantId header', () => {
    expect(
      tenantOfRequest({ tenantid: '001.001.065', host: 'localhost:3000' }),
    ).toBe('001.001.065');
  });

  it('ignores an unknown tenantId header and uses the host', () => {
    expect(
      tenantOfRequest({ tenantid: '999', host: '001-001-043.localhost' }),
    ).toBe('001.001.043');
    expect(tenantOfRequest({ tenantid: '', host: 'localhost' })).toBe(
      '001.001',
    );
  });

  it('prefers X-Forwarded-Host (first entry) over Host', () => {
    expect(
      tenantOfRequest({
        'x-forwarded-host': '001-001-065.localhost:8080, proxy.local',
        host: '127.0.0.1:3000',
      }),
    ).toBe('001.001.065');
  });
});

describe('tenants added at run time', () => {
  const served = (id: string) =>
    ['001.001', '001.001.043', '001.001.065', '001.001.077'].includes(id);

  it('resolves their host and header only when the backend serves them', () => {
    expect(tenantFromHost('001-001-077.localhost:8080')).toBe('001.001');
    expect(tenantFromHost('001-001-077.localhost:8080', served)).toBe(
      '001.001.077',
    );
    expect(tenantFromHost('001-001-078.localhost', served)).toBe('001.001');
  });

  it('answers what the server settled a request to', () => {
    const headers = { 'x-forwarded-host': '001-001-077.localhost:8080' };
    expect(tenantOfRequest(headers)).toBe('001.001');
    expect(settleTenantOfRequest(headers, served)).toBe('001.001.077');
    expect(tenantOfRequest(headers)).toBe('001.001.077');
    // Other headers (another request) are not affected.
    expect(tenantOfRequest({ ...headers })).toBe('001.001');
    const byHeader = { tenantid: '001.001.077', host: 'localhost' };
    settleTenantOfRequest(byHeader, served);
    expect(tenantOfRequest(byHeader)).toBe('001.001.077');
  });

  it("makes up figures from the default tenant's seed", () => {
    expect(seedTenantOf('001.001.043')).toBe('001.001.043');
    expect(seedTenantOf('001.001.077')).toBe('001.001');
  });
});

describe('tenant filters', () => {
  const rows = [
    { id: '1', tenantId: '001.001', name: 'a' },
    { id: '1', tenantId: '001.001.043', name: 'b' },
    { id: '2', tenantId: '001.001', name: 'c' },
    { id: '3', tenantId: '001.001.043', name: 'd' },
    { id: '2', tenantId: '001.001', name: 'e' },
  ];

  it('belongsToTenant compares the tenant only', () => {
    expect(belongsToTenant(rows[0]!, '001.001')).toBe(true);
    expect(belongsToTenant(rows[0]!, '001.001.043')).toBe(false);
    expect(belongsToTenant(rows[0]!, '')).toBe(false);
  });

  it('inTenant keeps the tenant rows in order', () => {
    expect(rows.filter(inTenant('001.001')).map((r) => r.name)).toEqual([
      'a',
      'c',
      'e',
    ]);
    expect(rows.filter(inTenant('001.001.065'))).toEqual([]);
    expect(rows.some(inTenant('001.001.043'))).toBe(true);
    expect(rows.every(inTenant('001.001'))).toBe(false);
  });

  it('filterInTenant needs both the tenant and the match', () => {
    const found = filterInTenant(rows, '001.001', (r) => r.id === '2');
    expect(found.map((r) => r.name)).toEqual(['c', 'e']);
    expect(filterInTenant(rows, '001.001.065', () => true)).toEqual([]);
    expect(filterInTenant(rows, '001.001', () => false)).toEqual([]);
  });

  it('filterInTenant returns a new array, rows untouched', () => {
    const found = filterInTenant(rows, '001.001', () => true);
    expect(found).not.toBe(rows);
    expect(rows).toHaveLength(5);
  });

  it('findInTenant returns the first row of the tenant that matches', () => {
    expect(findInTenant(rows, '001.001.043', (r) => r.id === '1')?.name).toBe(
      'b',
    );
    expect(findInTenant(rows, '001.001', (r) => r.id === '2')?.name).toBe('c');
    // Same id, other tenant: not found.
    expect(findInTenant(rows, '001.001', (r) => r.id === '3')).toBeUndefined();
    expect(findInTenant([], '001.001', () => true)).toBeUndefined();
  });

  it('asks match only about rows of the tenant', () => {
    const seen: string[] = [];
    filterInTenant(rows, '001.001.043', (r) => {
      seen.push(r.name);
      return true;
    });
    expect(seen).toEqual(['b', 'd']);
  });
});
