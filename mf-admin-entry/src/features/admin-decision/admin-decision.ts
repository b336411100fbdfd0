import { adminEntryStep, NOT_ADMIN_MESSAGE } from '@portal/shared/contracts';
import type { ProjectConfig, UserInfo } from '@portal/shared/contracts';

import { backOfficeUrl } from '../../lib/back-office';

export const NEED_PHONE_MESSAGE = '您需要验证手机号';

type AdminDecision =
  | { kind: 'verify-phone'; message: string }
  | { kind: 'ukey' }
  | { kind: 'open'; url: string }
  | { kind: 'refuse'; message: string };

/**
 * The admin decision of seed-spec 4, by the contract's step (check,
 * needUkey, manage). Once the phone was verified in this session
 * (`phoneVerified`), a user with `check` goes straight to the back office.
 */
export function decideAdminEntry(
  user: UserInfo,
  project: ProjectConfig,
  phoneVerified = false,
): AdminDecision {
  switch (adminEntryStep(user, phoneVerified)) {
    case 'open':
      return { kind: 'open', url: backOfficeUrl(project) };
    case 'verify-phone':
      return { kind: 'verify-phone', message: NEED_PHONE_MESSAGE };
    case 'ukey':
      return { kind: 'ukey' };
    case 'refuse':
      return { kind: 'refuse', message: NOT_ADMIN_MESSAGE };
  }
}
