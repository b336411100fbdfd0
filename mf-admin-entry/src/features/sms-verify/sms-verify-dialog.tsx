import { App, Button, Form, Input, type InputRef } from 'antd';
import { useRef, useState } from 'react';

import {
  SMS_SENT_MESSAGE,
  validateImageCaptcha,
  validatePhone,
  validateSmsCode,
} from '@portal/shared/contracts';
import type {
  ProjectConfig,
  UserInfo,
  PendingWindow,
} from '@portal/shared/contracts';
import {
  imageCaptchaRules,
  phoneRules,
  smsCodeRules,
} from '@portal/shared/validation';

import { backOfficeUrl, sendToBackOffice } from '../../lib/back-office';
import { useBackOfficeWindow } from '../../lib/back-office-window';
import type { DialogHost } from '../../components/dialog-host';
import { VerifyDialog } from '../../components/verify-dialog';
import { CaptchaButton, useCaptcha } from '@portal/shared/ui';
import { useSmsCountdown } from './countdown';
import { markPhoneVerified } from './phone-verified';
import {
  checkUserSmsCode,
  failureText,
  mentionsImageCaptcha,
  sendSmsCode,
} from './sms-api';

const SMS_DIALOG_TITLE = '短信验证码登录后台';
const FORM_NAME = 'admin-sms-verify';

interface SmsFormValues {
  phoneNumber: string;
  verificationCode: string;
  code: string;
}

interface SmsVerifyDialogProps {
  user: UserInfo;
  /**
   * The code was accepted: `adminUrl` is the address the server returned,
   * `backOffice` the window 确定's click opened, to send there.
   */
  onVerified(adminUrl: string | undefined, backOffice: PendingWindow): void;
  /** 取消, the close button or Esc. */
  onCancel(): void;
  /** The dialog has finished closing. */
  afterClose?(): void;
}

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * 短信验证码登录后台 (seed-spec 2.2, 4 and 5): phone, image captcha and
 * SMS code; the code may be requested once phone and captcha pass, then
 * not again for 60 seconds.
 */
export function SmsVerifyDialog({
  user,
  onVerified,
  onCancel,
  afterClose,
}: SmsVerifyDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SmsFormValues>();
  const [open, setOpen] = useState(true);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { captcha, failed, refresh } = useCaptcha();
  const countdown = useSmsCountdown();
  // False once the dialog was cancelled: a late answer is then ignored.
  const activeRef = useRef(true);
  const phoneRef = useRef<InputRef>(null);
  const backOffice = useBackOfficeWindow();
  const phone: unknown = Form.useWatch('phoneNumber', form);
  const captchaCode: unknown = Form.useWatch('verificationCode', form);

  const canSend =
    validatePhone(phone) === null &&
    validateImageCaptcha(captchaCode) === null &&
    countdown.secondsLeft === 0 &&
    !sending;

  const newCaptcha = () => {
    form.setFieldValue('verificationCode', '');
    void refresh();
  };

  const send = async () => {
    setSending(true);
    try {
      await sendSmsCode({
        phoneNumber: trimmed(form.getFieldValue('phoneNumber')),
        verificationCode: trimmed(form.getFieldValue('verificationCode')),
        verificationCodeToken: captcha?.verificationCodeToken ?? '',
      });
      countdown.start();
      void message.success(SMS_SENT_MESSAGE);
    } catch (error) {
      void message.error(failureText(error));
      newCaptcha();
    } finally {
      setSending(false);
    }
  };

  // 确定's click, before the form checks its fields asynchronously: the
  // back office's window opens now, while the browser still counts the
  // click, when the same checks say the form will be sent.
  const openWindowForValidForm = () => {
    const values = form.getFieldsValue();
    if (
      validatePhone(values.phoneNumber) === null &&
      validateImageCaptcha(values.verificationCode) === null &&
      validateSmsCode(values.code) === null
    ) {
      backOffice.open();
    }
  };

  const submit = async (values: SmsFormValues) => {
    const target = backOffice.take();
    setSubmitting(true);
    try {
      const data = await checkUserSmsCode({
        clientId: user.roleList?.[0]?.clientId,
        phoneNumber: trimmed(values.phoneNumber),
        code: trimmed(values.code),
        verificationCode: trimmed(values.verificationCode),
        verificationCodeToken: captcha?.verificationCodeToken ?? '',
        idCardHash: user.idCardHash,
      });
      if (!activeRef.current) {
        target.close();
        return;
      }
      setOpen(false);
      onVerified(data?.adminUrl || undefined, target);
    } catch (error) {
      target.close();
      if (!activeRef.current) return;
      const text = failureText(error);
      void message.error(text);
      if (mentionsImageCaptcha(text)) newCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const cancel = () => {
    activeRef.current = false;
    setOpen(false);
    onCancel();
  };

  const left = countdown.secondsLeft;

  return (
    <VerifyDialog<SmsFormValues>
      open={open}
      title={SMS_DIALOG_TITLE}
      formName={FORM_NAME}
      form={form}
      labelsBeside
      initialValues={{ phoneNumber: user.telephone ?? '' }}
      onFinish={submit}
      onOk={openWindowForValidForm}
      onCancel={cancel}
      afterClose={afterClose}
      firstField={phoneRef}
      busy={submitting}
    >
      <Form.Item
        label="手机号"
        name="phoneNumber"
        required
        rules={phoneRules()}
      >
        <Input
          ref={phoneRef}
          autoFocus
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
        />
      </Form.Item>
      <Form.Item
        label="图形验证码"
        required
        htmlFor={`${FORM_NAME}_verificationCode`}
      >
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <Form.Item
            name="verificationCode"
            rules={imageCaptchaRules()}
            noStyle
          >
            <Input autoComplete="off" maxLength={8} style={{ flex: 1 }} />
          </Form.Item>
          <CaptchaButton
            captcha={captcha}
            failed={failed}
            onRefresh={() => void refresh()}
          />
        </div>
      </Form.Item>
      <Form.Item label="短信验证码" required htmlFor={`${FORM_NAME}_code`}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <Form.Item name="code" rules={smsCodeRules()} noStyle>
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={8}
              style={{ flex: 1 }}
            />
          </Form.Item>
          <Button
            disabled={!canSend}
            onClick={() => void send()}
            style={{ minWidth: 132, flex: 'none' }}
          >
            {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
          </Button>
        </div>
      </Form.Item>
    </VerifyDialog>
  );
}

/** Shows the dialog through the host; resolves once it is done. */
export function showSmsVerifyDialog(
  host: DialogHost,
  user: UserInfo,
  project: ProjectConfig,
): Promise<'opened' | 'cancelled'> {
  return host.run<'opened' | 'cancelled'>(({ finish, remove }) => (
    <SmsVerifyDialog
      user={user}
      onVerified={(adminUrl, backOffice) => {
        markPhoneVerified();
        sendToBackOffice(backOffice, backOfficeUrl(project, adminUrl), user);
        finish('opened');
      }}
      onCancel={() => finish('cancelled')}
      afterClose={remove}
    />
  ));
}
