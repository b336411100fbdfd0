import {
  CAPABILITY_NAMES,
  NO_CAPABILITIES,
  capabilitiesProblem,
  readCapabilities,
} from './site.rules';

describe('tenant capabilities', () => {
  it('names each capability once, with a "no capability" default', () => {
    expect([...CAPABILITY_NAMES].sort()).toEqual(
      Object.keys(NO_CAPABILITIES).sort(),
    );
    expect(NO_CAPABILITIES).toEqual({
      splitHours: false,
      passwordPrompt: 'reminder',
      filingLink: false,
      headerMenu: 'standard',
    });
  });

  it('reads the valid fields and leaves out the rest', () => {
    expect(readCapabilities(undefined)).toEqual({});
    expect(readCapabilities('splitHours')).toEqual({});
    expect(readCapabilities([true])).toEqual({});
    expect(
      readCapabilities({
        splitHours: true,
        passwordPrompt: 'nope',
        filingLink: 'yes',
        headerMenu: 'classes-second',
        colour: 'blue',
      }),
    ).toEqual({ splitHours: true, headerMenu: 'classes-second' });
    expect(readCapabilities(JSON.parse('{"__proto__": {"x": 1}}'))).toEqual({});
  });

  it('says what is wrong with a capabilities object', () => {
    expect(capabilitiesProblem(undefined)).toBeNull();
    expect(capabilitiesProblem({})).toBeNull();
    expect(
      capabilitiesProblem({ splitHours: true, passwordPrompt: 'none' }),
    ).toBeNull();
    expect(capabilitiesProblem(null)).toBe('capabilities必须是对象');
    expect(capabilitiesProblem({ colour: 'blue' })).toBe('未知的能力colour');
    expect(capabilitiesProblem({ splitHours: 'true' })).toBe(
      '能力splitHours的值无效',
    );
  });
});
