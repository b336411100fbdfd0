import {
  Alert,
  Form,
  Modal,
  type FormInstance,
  type FormProps,
  type InputRef,
} from 'antd';
import type { ReactNode, RefObject } from 'react';

import {
  BUTTON_LABELS,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';

import { dialogFit } from '../lib/dialog-fit';
import { focusFirstField } from '../lib/focus-first-field';

interface VerifyDialogProps<Values> {
  open: boolean;
  title: string;
  /** The form's name: its fields' ids are `<name>_<field>`. */
  formName: string;
  form: FormInstance<Values>;
  /** Labels beside the fields on wider screens (above them on a phone). */
  labelsBeside?: boolean;
  initialValues?: FormProps<Values>['initialValues'];
  onFinish(values: Values): void | Promise<void>;
  /**
   * 确定's click, before the form checks its fields: the place to open the
   * back office's window while the browser still counts the click.
   */
  onOk(): void;
  /** 取消, the close button or Esc. */
  onCancel(): void;
  afterClose?(): void;
  /** The field the focus moves to once the dialog has opened. */
  firstField: RefObject<InputRef | null>;
  busy: boolean;
  /** The error line above the fields, when there is one. */
  error?: string | null;
  children: ReactNode;
}

/**
 * The back-office check's dialog: a form with 确定 (its submit button) and
 * 取消, sized for the screen, closed only on purpose, the focus on its first
 * field once open.
 */
export function VerifyDialog<Values>({
  open,
  title,
  formName,
  form,
  labelsBeside = false,
  initialValues,
  onFinish,
  onOk,
  onCancel,
  afterClose,
  firstField,
  busy,
  error,
  children,
}: VerifyDialogProps<Values>) {
  const fit = dialogFit(useCompactLayout(), useNarrowLayout());
  const beside = labelsBeside && !fit.narrow;
  return (
    <Modal
      open={open}
      title={title}
      okText="确定"
      cancelText={BUTTON_LABELS.cancel}
      onOk={onOk}
      onCancel={onCancel}
      afterClose={afterClose}
      // Focus moves into the dialog, to the first field (unless the user is
      // already typing in another one).
      afterOpenChange={(visible) => {
        if (visible) focusFirstField(firstField.current);
      }}
      confirmLoading={busy}
      // Read as 确定 and 取消, not 确 定 and 取 消, in any provider.
      okButtonProps={{
        htmlType: 'submit',
        autoInsertSpace: false,
        style: fit.buttonStyle,
      }}
      cancelButtonProps={{ autoInsertSpace: false, style: fit.buttonStyle }}
      width={fit.width}
      // Closed only on purpose: 取消, the close button or Esc.
      mask={{ closable: false }}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<Values>
          form={form}
          name={formName}
          layout={beside ? 'horizontal' : 'vertical'}
          labelCol={beside ? { flex: '96px' } : undefined}
          size={fit.size}
          initialValues={initialValues}
          onFinish={(values) => void onFinish(values)}
          autoComplete="off"
        >
          {dom}
        </Form>
      )}
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {children}
    </Modal>
  );
}
