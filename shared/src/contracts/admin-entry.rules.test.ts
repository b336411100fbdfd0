import { adminEntryStep } from './admin-entry.rules';

const user = (flags: {
  check?: boolean;
  needUkey?: boolean;
  manage?: boolean;
}) => ({
  check: false,
  needUkey: false,
  manage: false,
  ...flags,
});

describe('adminEntryStep', () => {
  it('asks check first, then needUkey, then manage', () => {
    expect(
      adminEntryStep(
        user({ check: true, needUkey: true, manage: true }),
        false,
      ),
    ).toBe('verify-phone');
    expect(adminEntryStep(user({ needUkey: true, manage: true }), false)).toBe(
      'ukey',
    );
    expect(adminEntryStep(user({ manage: true }), false)).toBe('open');
    expect(adminEntryStep(user({}), false)).toBe('refuse');
  });

  it('opens at once for a checked user whose phone was verified in this session', () => {
    expect(adminEntryStep(user({ check: true, needUkey: true }), true)).toBe(
      'open',
    );
  });
});
