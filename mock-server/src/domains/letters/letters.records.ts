/**
 * Records of the letters domain: 站内信.
 */

import type { LetterDetail, LetterType } from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

export const LETTER_TYPES: readonly LetterType[] = [
  'SYSTEM',
  'CLASS',
  'NOTICE',
];

/** 站内信 to one learner (the detail sends it with its type's name). */
export interface Letter extends Omit<LetterDetail, 'typeName' | 'unReadNum'> {
  tenantId: TenantId;
  username: string;
}

/** The collections of this domain (keys of DbState). */
export interface LettersCollections {
  letters: Letter[];
}
