/**
 * Control characters refused in free text (hostile input): the
 * contract's rule (hasControlCharacters in @portal/shared/contracts, the
 * forms' rule too), answered as HTTP 400.
 */
import { hasControlCharacters, textMessages } from '@portal/shared/contracts';

import { HttpError } from './http';

/** 400 `{label}不能包含控制字符` when `value` holds one. */
export function refuseControlCharacters(
  value: string,
  label: string,
  options: { multiline?: boolean } = {},
): void {
  if (hasControlCharacters(value, options)) {
    throw new HttpError(400, textMessages.control(label));
  }
}
