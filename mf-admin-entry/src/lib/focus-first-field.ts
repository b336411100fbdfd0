import type { InputRef } from 'antd';

/**
 * Puts the focus on a dialog's first field once its opening animation has
 * ended, unless the user is already in one of the dialog's fields. The
 * animation ends a few hundred ms after the fields appear (later on a slow
 * device): moving the focus then sent the rest of what a quick learner was
 * typing into the captcha or code field into the phone field instead.
 */
export function focusFirstField(field: InputRef | null): void {
  const input = field?.input;
  const dialog = input?.closest('[role="dialog"]');
  const active = document.activeElement;
  const typing =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  if (dialog && typing && dialog.contains(active)) return;
  field?.focus();
}
