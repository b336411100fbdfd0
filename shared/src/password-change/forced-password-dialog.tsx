import { Modal } from 'antd';

import { PasswordChangeForm } from './password-change-form';

export interface ForcedPasswordDialogProps {
  open: boolean;
  publicKey: string;
  idcardHash: string;
  onSuccess(message: string): void;
}

/**
 * The non-dismissable 修改密码 dialog of seed-spec 4 (forced password
 * change): no close icon, no closing by mask click or Escape, no footer.
 */
export function ForcedPasswordDialog({
  open,
  publicKey,
  idcardHash,
  onSuccess,
}: ForcedPasswordDialogProps) {
  return (
    <Modal
      open={open}
      title="修改密码"
      closable={false}
      // antd 6 spelling of maskClosable={false} (that prop is deprecated).
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      destroyOnHidden
    >
      <PasswordChangeForm
        publicKey={publicKey}
        idcardHash={idcardHash}
        onSuccess={onSuccess}
      />
    </Modal>
  );
}
