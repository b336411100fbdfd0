import { App, Button, Form, Input, Modal, type InputRef } from 'antd';
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
import {
  BUTTON_LABELS,
  CaptchaButton,
  useCaptcha,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { dialogFit } from '../../lib/dialog-fit';
import { focusFirstField } from '../../lib/focus-first-field';
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
  const fit = dialogFit(useCompactLayout(), useNarrowLayout());

  return (
    <Modal
      open={open}
      title={SMS_DIALOG_TITLE}
      okText="确定"
      cancelText={BUTTON_LABELS.cancel}
      onOk={openWindowForValidForm}
      onCancel={cancel}
      afterClose={afterClose}
      // Focus moves into the dialog, to the first field (unless the user is
      // already typing in another one).
      afterOpenChange={(visible) => {
        if (visible) focusFirstField(phoneRef.current);
      }}
      confirmLoading={submitting}
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
        <Form<SmsFormValues>
          form={form}
          name={FORM_NAME}
          layout={fit.narrow ? 'vertical' : 'horizontal'}
          labelCol={fit.narrow ? undefined : { flex: '96px' }}
          size={fit.size}
          initialValues={{ phoneNumber: user.telephone ?? '' }}
          onFinish={submit}
          autoComplete="off"
        >
          {dom}
        </Form>
      )}
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
    </Modal>
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
