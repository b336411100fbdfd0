import {
  CLASS_NOT_FOUND,
  enrolmentFieldError,
  type ClassDetail,
  type EnrolmentField,
  type Trainee,
  validateEnrolCode,
} from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { useHomePath } from '@portal/shared/routing';
import { AsyncView, PortalLink, useCompactLayout } from '@portal/shared/ui';
import { ruleFrom } from '@portal/shared/validation';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';

import {
  ClassGate,
  useClassDetail,
  useClassId,
} from '../../../components/class-context';
import { classPaths } from '../../../lib/enrol-action';
import { EnrolChoice } from '../../../components/enrol-choice';
import { primaryTouch } from '@portal/shared/ui/touch';
import { fetchTrainee, submitEnrolmentForm } from './enrolment.api';

const PHONE_WIDTH = { maxWidth: 480, margin: '0 auto' };

/** One field's rule: the contract's check, which the backend applies too. */
const fieldRules = (field: EnrolmentField) => [
  ruleFrom((value) => enrolmentFieldError(field, value)),
];

interface FormValues {
  name: string;
  orgName: string;
  phone: string;
  position?: string;
  code?: string;
}

function EnrolmentFormCard({
  detail,
  onDone,
}: {
  detail: ClassDetail;
  onDone: () => void;
}) {
  const trainee = useRemoteData(fetchTrainee);
  return (
    <AsyncView data={trainee}>
      {(known) => (
        <EnrolmentForm detail={detail} trainee={known} onDone={onDone} />
      )}
    </AsyncView>
  );
}

function EnrolmentForm({
  detail,
  trainee,
  onDone,
}: {
  detail: ClassDetail;
  trainee: Trainee;
  onDone: () => void;
}) {
  const compact = useCompactLayout();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (values: FormValues) => {
    setBusy(true);
    setError('');
    try {
      await submitEnrolmentForm({
        tbtpId: detail.tbtpId,
        name: values.name.trim(),
        orgName: values.orgName.trim(),
        phone: values.phone.trim(),
        position: values.position?.trim() ?? '',
        ...(values.code ? { code: values.code.trim() } : {}),
      });
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : '系统异常');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="enrol-form-heading">
      <Typography.Title
        level={2}
        id="enrol-form-heading"
        style={{ fontSize: 16 }}
      >
        报名信息
      </Typography.Title>
      <Form<FormValues>
        layout="vertical"
        initialValues={{
          name: trainee.name,
          orgName: trainee.orgName,
          phone: trainee.phone,
          position: trainee.position,
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label="姓名" name="name" required rules={fieldRules('name')}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="工作单位"
          name="orgName"
          required
          rules={fieldRules('orgName')}
        >
          <Input />
        </Form.Item>
        <Form.Item label="手机号" name="phone" rules={fieldRules('phone')}>
          <Input inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item label="职务" name="position" rules={fieldRules('position')}>
          <Input />
        </Form.Item>
        {detail.enrollMode === 'CODE' && !detail.codeVerified && (
          <Form.Item
            label="报名码"
            name="code"
            required
            rules={[ruleFrom(validateEnrolCode)]}
          >
            <Input />
          </Form.Item>
        )}
        {error && (
          <Alert
            role="alert"
            type="error"
            showIcon
            title={error}
            style={{ marginBottom: 12 }}
          />
        )}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={busy}
          style={primaryTouch(compact)}
        >
          提交报名
        </Button>
      </Form>
    </section>
  );
}

function QrEnrolment({
  detail,
  onDone,
}: {
  detail: ClassDetail;
  onDone: () => void;
}) {
  const paths = classPaths(detail.tbtpId, true);
  const body = (
    <EnrolChoice
      detail={detail}
      block
      loginReturnTo={() => window.location.href}
      enrolled={
        <Result
          status="success"
          title="您已报名该班级"
          extra={<PortalLink href={paths.detail}>进入专题班</PortalLink>}
        />
      }
      enrol={() => <EnrolmentFormCard detail={detail} onDone={onDone} />}
    />
  );
  return (
    <div style={PHONE_WIDTH} data-testid="mf-projects-page">
      <Card>
        <Typography.Title level={1} style={{ fontSize: 20 }}>
          {detail.name}
        </Typography.Title>
        <p style={{ margin: '4px 0' }}>
          培训时间：{detail.startDate} 至 {detail.endDate}
        </p>
        <p style={{ margin: '4px 0' }}>主办单位：{detail.orgName}</p>
        <p style={{ margin: '4px 0 16px' }}>
          要求学时：{detail.requiredHours} 学时
        </p>
        {body}
      </Card>
    </div>
  );
}

/** /enrollmentQrCode?id=: scan to enrol on a phone. */
export function EnrollmentQrPage() {
  const id = useClassId();
  const [version, setVersion] = useState(0);
  const load = useClassDetail(id, version);
  return (
    <ClassGate load={load}>
      {(detail) => (
        <QrEnrolment detail={detail} onDone={() => setVersion((v) => v + 1)} />
      )}
    </ClassGate>
  );
}

/** /errorCode: the class of a link does not exist. */
export function ErrorCodePage() {
  const home = useHomePath();
  return (
    <div style={PHONE_WIDTH} data-testid="mf-projects-page">
      <Result
        status="warning"
        title={
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {CLASS_NOT_FOUND}
          </Typography.Title>
        }
        subTitle="您访问的专题班不存在或已被删除，请确认链接是否正确。"
        extra={[
          <PortalLink key="list" href="/projectIndex">
            返回专题班列表
          </PortalLink>,
          <PortalLink key="home" href={home} style={{ marginLeft: 16 }}>
            返回首页
          </PortalLink>,
        ]}
      />
    </div>
  );
}
