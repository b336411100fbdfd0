/**
 * 个人资料 (/personalInfo): the signed-in user, with the avatar (a seeded
 * one or an image address) and the mobile number editable. A save updates
 * the shared user atom, so the shell's header shows it without a reload.
 */
import { ApiError } from '@portal/shared/api';
import {
  isSeededAvatar,
  PROFILE_MESSAGES,
  SEEDED_AVATARS,
  validateAvatarUrl,
  validateMobilePhone,
} from '@portal/shared/contracts';
import { useAtom, userInfoAtom } from '@portal/shared/state';
import { BUTTON_LABELS, useCompactLayout } from '@portal/shared/ui';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Radio,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';

import { usePrimaryActionStyle } from '../../lib/touch-targets';
import { updateProfile } from './profile.api';

const CUSTOM = 'custom';

interface ProfileForm {
  avatarChoice: string;
  avatarUrl?: string;
  telephone: string;
}

function rule(check: (value: unknown) => string | null) {
  return {
    validator: (_: unknown, value: unknown) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

export function ProfilePage() {
  const [user, setUser] = useAtom(userInfoAtom);
  const [form] = Form.useForm<ProfileForm>();
  const choice = Form.useWatch('avatarChoice', form);
  const avatarUrl = Form.useWatch('avatarUrl', form);
  const [saving, setSaving] = useState(false);
  const primary = usePrimaryActionStyle();
  const compact = useCompactLayout();
  // Each choice a finger-sized row under 1024 px (the pictures are 40 px).
  const choiceStyle = compact
    ? { minHeight: 40, alignItems: 'center' }
    : undefined;
  const [outcome, setOutcome] = useState<{
    ok: boolean;
    text: string;
  } | null>(null);

  if (!user) return <Skeleton active />;

  const seeded = isSeededAvatar(user.avatar);
  const initial: ProfileForm = {
    avatarChoice: seeded
      ? user.avatar
      : user.avatar
        ? CUSTOM
        : SEEDED_AVATARS[0],
    avatarUrl: seeded ? '' : user.avatar,
    telephone: user.telephone,
  };
  const preview =
    choice === CUSTOM
      ? validateAvatarUrl(avatarUrl) === null
        ? avatarUrl?.trim()
        : undefined
      : (choice ?? initial.avatarChoice);

  const save = async (values: ProfileForm) => {
    setSaving(true);
    setOutcome(null);
    try {
      const avatar =
        values.avatarChoice === CUSTOM
          ? (values.avatarUrl ?? '').trim()
          : values.avatarChoice;
      const updated = await updateProfile(user, {
        telephone: values.telephone.trim(),
        avatar,
      });
      setUser((current) =>
        current
          ? { ...current, telephone: updated.telephone, avatar: updated.avatar }
          : current,
      );
      setOutcome({ ok: true, text: PROFILE_MESSAGES.saved });
    } catch (error) {
      setOutcome({
        ok: false,
        text:
          error instanceof ApiError ? error.message : '保存失败，请稍后重试',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      data-testid="profile-page"
      styles={compact ? { body: { padding: 12 } } : undefined}
    >
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        个人资料
      </Typography.Title>
      <Space align="start" size="large" wrap>
        <Avatar
          size={96}
          src={user.avatar || undefined}
          alt={`${user.name}的头像`}
        >
          {user.name.slice(0, 1)}
        </Avatar>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: '姓名', children: user.name },
            { key: 'org', label: '单位', children: user.orgName },
            {
              key: 'tel',
              label: '手机号',
              children: (
                <span data-testid="profile-telephone">{user.telephone}</span>
              ),
            },
          ]}
        />
      </Space>
      <h2 style={{ fontSize: 18, marginTop: 24 }}>修改资料</h2>
      <Form<ProfileForm>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void save(values)}
        style={{ maxWidth: 560 }}
      >
        <Form.Item label="头像" name="avatarChoice">
          <Radio.Group>
            <Space wrap>
              {SEEDED_AVATARS.map((src, i) => (
                <Radio key={src} value={src}>
                  <img
                    src={src}
                    alt={`头像${i + 1}`}
                    width={40}
                    height={40}
                    style={{ borderRadius: '50%', verticalAlign: 'middle' }}
                  />
                </Radio>
              ))}
              <Radio value={CUSTOM} style={choiceStyle}>
                使用图片地址
              </Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {choice === CUSTOM && (
          <Form.Item
            label="头像图片地址"
            name="avatarUrl"
            rules={[rule(validateAvatarUrl)]}
          >
            <Input placeholder="https://…" inputMode="url" />
          </Form.Item>
        )}
        {preview && (
          <p>
            <Typography.Text type="secondary">预览：</Typography.Text>
            <Avatar size={48} src={preview} alt="头像预览" />
          </p>
        )}
        <Form.Item
          label="手机号"
          name="telephone"
          rules={[rule(validateMobilePhone)]}
          validateFirst
        >
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={saving}
          style={primary}
        >
          {BUTTON_LABELS.save}
        </Button>
        {outcome && (
          <Alert
            role={outcome.ok ? 'status' : 'alert'}
            type={outcome.ok ? 'success' : 'error'}
            showIcon
            title={outcome.text}
            style={{ marginTop: 12 }}
          />
        )}
      </Form>
    </Card>
  );
}
