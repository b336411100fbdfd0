export {
  ForcedPasswordDialog,
  type ForcedPasswordDialogProps,
} from './forced-password-dialog';
export {
  PASSWORD_CHANGED_MESSAGE,
  PasswordChangeForm,
  type PasswordChangeFormProps,
} from './password-change-form';
