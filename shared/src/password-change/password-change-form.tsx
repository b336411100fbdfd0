import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';

import { DEFAULT_NETWORK_MESSAGE, modifyPassword } from '@portal/shared/api';
import { encryptPassword } from '@portal/shared/crypto';
import {
  captchaCodeRules,
  confirmPasswordRules,
  newPasswordRules,
  oldPasswordRules,
  revalidateConfirmWhenValid,
} from '@portal/shared/validation';

import { CaptchaButton, useCaptcha, useFeedback } from '@portal/shared/ui';

export const PASSWORD_CHANGED_MESSAGE = '修改成功,请重新登录';

export interface PasswordChangeFormProps {
  /** PEM public key the three passwords are encrypted with. */
  publicKey: string;
  idcardHash: string;
  /** Called with 修改成功,请重新登录 once the server accepts the change. */
  onSuccess(message: string): void;
  submitText?: string;
}

interface PasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  verificationCode: string;
}

/**
 * 修改密码 form (seed-spec 4 and 5): old, new and confirm passwords plus the
 * image captcha; checked on blur and on submit; the passwords are
 * RSA-encrypted before they are sent.
 */
export function PasswordChangeForm({
  publicKey,
  idcardHash,
  onSuccess,
  submitText = '确定',
}: PasswordChangeFormProps) {
  const [form] = Form.useForm<PasswordFormValues>();
  const {
    captcha,
    failed: captchaFailed,
    refresh: refreshCaptcha,
  } = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { message: toast } = useFeedback();

  // Seed-spec 8: the server's message as a toast (kept inline as well, so
  // it stays readable after the toast fades) and a new captcha.
  const failWith = (message: string) => {
    void toast.error(message);
    setServerError(message);
    form.resetFields(['verificationCode']);
    void refreshCaptcha();
  };

  const submit = async (values: PasswordFormValues) => {
    setSubmitting(true);
    setServerError(null);
    try {
      const result = await modifyPassword({
        oldPassword: await encryptPassword(values.oldPassword, publicKey),
        newPassword: await encryptPassword(values.newPassword, publicKey),
        confirmPassword: await encryptPassword(
          values.confirmPassword,
          publicKey,
        ),
        verificationCode: values.verificationCode.trim(),
        verificationCodeToken: captcha?.verificationCodeToken ?? '',
        idcardHash,
      });
      if (result.success) {
        onSuccess(PASSWORD_CHANGED_MESSAGE);
      } else {
        failWith(result.message || DEFAULT_NETWORK_MESSAGE);
      }
    } catch (error) {
      failWith(
        error instanceof Error ? error.message : DEFAULT_NETWORK_MESSAGE,
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<PasswordFormValues>
      form={form}
      name="password-change"
      layout="horizontal"
      labelCol={{ flex: '88px' }}
      // Checked on blur; submitting validates every field as well.
      validateTrigger="onBlur"
      onValuesChange={(changed: Partial<PasswordFormValues>) =>
        revalidateConfirmWhenValid(form, changed)
      }
      onFinish={submit}
      autoComplete="off"
    >
      {serverError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={serverError}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form.Item
        label="原密码"
        name="oldPassword"
        required
        rules={oldPasswordRules()}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPassword"
        required
        rules={newPasswordRules()}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirmPassword"
        required
        rules={confirmPasswordRules('newPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="验证码" required>
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <Form.Item name="verificationCode" rules={captchaCodeRules()} noStyle>
            <Input
              aria-label="验证码"
              autoComplete="off"
              maxLength={8}
              style={{ flex: 1 }}
            />
          </Form.Item>
          <CaptchaButton
            captcha={captcha}
            failed={captchaFailed}
            onRefresh={() => void refreshCaptcha()}
          />
        </div>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 0 }} style={{ textAlign: 'center' }}>
        <Button
          type="primary"
          htmlType="submit"
          // Read as 确定, not 确 定, also outside AppProviders.
          autoInsertSpace={false}
          loading={submitting}
          disabled={submitting}
        >
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
