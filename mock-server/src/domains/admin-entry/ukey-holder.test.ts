import { UKEY_HOLDER } from '@portal/ukey-simulator';
import { describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS } from '../sign-in';

describe('the virtual key', () => {
  it("names the seed's UKEY account in its certificate", () => {
    const account = DEMO_ACCOUNTS.find(
      (a) => a.username === UKEY_HOLDER.username,
    );
    expect(account).toMatchObject({
      needUkey: true,
      name: UKEY_HOLDER.name,
      department: UKEY_HOLDER.department,
    });
  });
});
