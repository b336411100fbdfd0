import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input, type InputRef } from 'antd';
import { useRef } from 'react';

import { renderInPortal } from '@portal/shared/testing';

import { VerifyDialog } from './verify-dialog';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

interface Values {
  pin: string;
}

function Dialog(props: {
  error?: string | null;
  onOk?: () => void;
  onFinish?: (values: Values) => void;
  onCancel?: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const first = useRef<InputRef>(null);
  return (
    <VerifyDialog<Values>
      open
      title="请输入PIN码"
      formName="test-verify"
      form={form}
      initialValues={{ pin: '' }}
      onFinish={props.onFinish ?? vi.fn()}
      onOk={props.onOk ?? vi.fn()}
      onCancel={props.onCancel ?? vi.fn()}
      firstField={first}
      busy={false}
      error={props.error}
    >
      <Form.Item
        label="PIN码"
        name="pin"
        rules={[{ required: true, message: '请输入PIN码' }]}
      >
        <Input ref={first} />
      </Form.Item>
    </VerifyDialog>
  );
}

describe('VerifyDialog', () => {
  it('shows its title, the fields, 确定 and 取消, and no error line', async () => {
    renderInPortal(<Dialog />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('请输入PIN码');
    expect(screen.getByLabelText('PIN码').id).toBe('test-verify_pin');
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error line above the fields', async () => {
    renderInPortal(<Dialog error="PIN码错误" />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'PIN码错误',
    );
  });

  it('calls onOk in the click and submits the form’s values with 确定', async () => {
    const onOk = vi.fn();
    const onFinish = vi.fn();
    renderInPortal(<Dialog onOk={onOk} onFinish={onFinish} />);
    fireEvent.change(await screen.findByLabelText('PIN码'), {
      target: { value: '1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ pin: '1234' }));
  });

  it('cancels with 取消', async () => {
    const onCancel = vi.fn();
    renderInPortal(<Dialog onCancel={onCancel} />);
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
