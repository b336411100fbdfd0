import { App, Form, Input, Select, type InputRef } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

import { validatePin } from '@portal/shared/contracts';
import type {
  ProjectConfig,
  UserInfo,
  PendingWindow,
} from '@portal/shared/contracts';
import { pinRules } from '@portal/shared/validation';

import { backOfficeUrl, sendToBackOffice } from '../../lib/back-office';
import { useBackOfficeWindow } from '../../lib/back-office-window';
import type { DialogHost } from '../../components/dialog-host';
import { VerifyDialog } from '../../components/verify-dialog';
import { KeyConnection } from './key-connection';
import {
  connectKeyService,
  DEFAULT_KEY_SERVICE_URL,
  type KeyServiceClient,
  type KeyServiceEvent,
} from './key-service-client';
import { queryUkeyChallenge, ukeyLogin } from './ukey-api';
import { showUkeyFailure } from './ukey-feedback';
import {
  certificatesOf,
  runUkeyLogin,
  type KeyCertificate,
  type UkeyLoginDeps,
} from './ukey-login';

const PIN_DIALOG_TITLE = '请输入PIN码';
const KEY_INSERTED_MESSAGE = 'uKey已插入';
const KEY_REMOVED_MESSAGE = 'uKey已拔出';
const CHOOSE_CERTIFICATE_MESSAGE = '请选择证书';
const FORM_NAME = 'admin-ukey-pin';

interface PinFormValues {
  pin: string;
  certId?: string;
}

const serverCalls: Pick<UkeyLoginDeps, 'querySign' | 'login'> = {
  querySign: queryUkeyChallenge,
  login: ukeyLogin,
};

const defaultConnect = (url: string) => connectKeyService(url);
const defaultReload = () => location.reload();

interface UkeyPinDialogProps {
  user: UserInfo;
  /** WebSocket address of the key service. */
  serviceUrl?: string;
  /**
   * The sign-in succeeded: `adminUrl` is the address the server returned,
   * `backOffice` the window 确定's click opened, to send there.
   */
  onOpened(adminUrl: string | undefined, backOffice: PendingWindow): void;
  /** 取消, the close button or Esc. */
  onCancel(): void;
  /** The dialog has finished closing. */
  afterClose?(): void;
  /** Tests inject these; the real ones by default. */
  connect?: (url: string) => Promise<KeyServiceClient>;
  reload?: () => void;
}

function certificateLabel(cert: KeyCertificate): string {
  return cert.serialNumber
    ? `${cert.subject}（${cert.serialNumber}）`
    : cert.subject;
}

/**
 * 请输入PIN码 (seed-spec 2.2 and 4): the PIN, and the certificate when the
 * key holds several. While it is open it keeps a connection to the key
 * service and tells when the key is inserted or removed; 确定 runs the key
 * flow.
 */
export function UkeyPinDialog({
  user,
  serviceUrl = DEFAULT_KEY_SERVICE_URL,
  onOpened,
  onCancel,
  afterClose,
  connect = defaultConnect,
  reload = defaultReload,
}: UkeyPinDialogProps) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<PinFormValues>();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [certificates, setCertificates] = useState<KeyCertificate[]>([]);
  const connectionRef = useRef<KeyConnection | null>(null);
  const eventRef = useRef<(event: KeyServiceEvent) => void>(() => {});
  // False once the dialog was cancelled: a late answer is then ignored.
  const activeRef = useRef(true);
  const pinRef = useRef<InputRef>(null);
  const backOffice = useBackOfficeWindow();

  const listCertificates = useCallback(async (client: KeyServiceClient) => {
    try {
      setCertificates(certificatesOf(await client.call('listCertificates')));
    } catch {
      // Only a preview: the flow lists them again on 确定.
    }
  }, []);

  useEffect(() => {
    eventRef.current = (event) => {
      if (event.event === 'keyInserted') {
        void message.success(KEY_INSERTED_MESSAGE);
      } else if (event.event === 'keyRemoved') {
        void message.warning(KEY_REMOVED_MESSAGE);
      } else {
        return;
      }
      const connection = connectionRef.current;
      if (connection) void connection.get().then(listCertificates, () => {});
    };
  }, [message, listCertificates]);

  useEffect(() => {
    const connection = new KeyConnection(
      () => connect(serviceUrl),
      (event) => eventRef.current(event),
    );
    connectionRef.current = connection;
    // Connect at once so key events show; failures surface on 确定.
    void connection.get().then(listCertificates, () => {});
    return () => {
      connection.close();
      if (connectionRef.current === connection) connectionRef.current = null;
    };
  }, [connect, serviceUrl, listCertificates]);

  // 确定's click, before the form checks its fields asynchronously: the
  // back office's window opens now, while the browser still counts the
  // click, when the same checks say the form will be sent.
  const openWindowForValidForm = () => {
    const values = form.getFieldsValue();
    if (
      validatePin(values.pin) === null &&
      (certificates.length <= 1 || Boolean(values.certId))
    ) {
      backOffice.open();
    }
  };

  const submit = async (values: PinFormValues) => {
    const target = backOffice.take();
    const connection = connectionRef.current;
    if (!connection || busy) {
      target.close();
      return;
    }
    setBusy(true);
    setInlineError(null);
    const result = await runUkeyLogin(
      { pin: values.pin, certId: values.certId, idCardHash: user.idCardHash },
      { getClient: () => connection.get(), ...serverCalls },
    );
    if (result.kind !== 'success' || !activeRef.current) target.close();
    if (!activeRef.current) return;
    setBusy(false);
    switch (result.kind) {
      case 'success':
        setOpen(false);
        onOpened(result.adminUrl, target);
        return;
      case 'choose-certificate':
        setCertificates(result.certificates);
        setInlineError(CHOOSE_CERTIFICATE_MESSAGE);
        return;
      case 'failure':
        if (result.reason === 'pin' || result.reason === 'key') {
          setInlineError(result.message);
          if (result.reason === 'pin') form.setFieldValue('pin', '');
          return;
        }
        if (result.reason === 'no-certificate') setCertificates([]);
        showUkeyFailure(
          result.reason,
          result.message,
          { message, modal },
          reload,
        );
    }
  };

  const cancel = () => {
    activeRef.current = false;
    setOpen(false);
    onCancel();
  };

  return (
    <VerifyDialog<PinFormValues>
      open={open}
      title={PIN_DIALOG_TITLE}
      formName={FORM_NAME}
      form={form}
      onFinish={submit}
      onOk={openWindowForValidForm}
      onCancel={cancel}
      afterClose={afterClose}
      firstField={pinRef}
      busy={busy}
      error={inlineError}
    >
      {certificates.length > 1 ? (
        <Form.Item
          label="证书"
          name="certId"
          required
          rules={[{ required: true, message: CHOOSE_CERTIFICATE_MESSAGE }]}
        >
          <Select
            placeholder={CHOOSE_CERTIFICATE_MESSAGE}
            options={certificates.map((cert) => ({
              value: cert.id,
              label: certificateLabel(cert),
            }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item label="PIN码" name="pin" required rules={pinRules()}>
        <Input.Password
          ref={pinRef}
          autoFocus
          autoComplete="off"
          maxLength={32}
        />
      </Form.Item>
    </VerifyDialog>
  );
}

/** Shows the dialog through the host; resolves once it is done. */
export function showUkeyPinDialog(
  host: DialogHost,
  user: UserInfo,
  project: ProjectConfig,
): Promise<'opened' | 'cancelled'> {
  return host.run<'opened' | 'cancelled'>(({ finish, remove }) => (
    <UkeyPinDialog
      user={user}
      serviceUrl={project.ukeyServiceUrl || DEFAULT_KEY_SERVICE_URL}
      onOpened={(adminUrl, backOffice) => {
        sendToBackOffice(backOffice, backOfficeUrl(project, adminUrl), user);
        finish('opened');
      }}
      onCancel={() => finish('cancelled')}
      afterClose={remove}
    />
  ));
}
