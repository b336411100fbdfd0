import {
  DISPATCH_LIMITS,
  DISPATCH_SUBMITTED_MESSAGE,
  type DispatchField,
  dispatchFieldError,
  type DispatchInput,
  type DispatchStatus,
} from '@portal/shared/contracts';
import { usePagedList } from '@portal/shared/hooks';
import {
  TEXT_SECONDARY,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { DictionarySelect } from '@portal/shared/ui/dictionary-select';
import { PagedView } from '@portal/shared/ui/paged-view';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Tag,
  type FormRule,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useId, useState } from 'react';

import { detailStyle, itemStyle, listStyle } from '../../components/list-rows';
import { usePrimaryActionStyle } from '../../lib/touch-targets';
import { applyDispatch, fetchDispatches } from './dispatch.api';

const DISPATCH_STATUS_COLORS: Record<DispatchStatus, string> = {
  PENDING: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
};

interface FormValues {
  trainingName?: string;
  organizer?: string;
  location?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  /**
   * As typed: a text box, so full-width digits or emoji get the rule's
   * message (antd's InputNumber silently kept the previous number).
   */
  hours?: string | null;
  phone?: string;
  reason?: string;
}

function toInput(values: FormValues): Partial<DispatchInput> {
  return {
    trainingName: values.trainingName ?? '',
    organizer: values.organizer ?? '',
    location: values.location ?? '',
    startDate: values.startDate?.format('YYYY-MM-DD') ?? '',
    endDate: values.endDate?.format('YYYY-MM-DD') ?? '',
    hours: values.hours ?? null,
    phone: values.phone ?? '',
    reason: values.reason ?? '',
  };
}

/** One antd rule per field, from the shared rule table. */
function rule(field: DispatchField): FormRule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const message = dispatchFieldError(
        field,
        toInput(getFieldsValue(true) as FormValues),
      );
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}

function ApplyForm({ onSaved }: { onSaved(): void }) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { message } = App.useApp();
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  const primary = usePrimaryActionStyle();
  // Under 1024 px the dates and hours share a row only when there is room.
  const rowItem = compact ? { flex: '1 1 160px' } : undefined;
  const fill = compact ? { width: '100%' } : undefined;

  const submit = async (values: FormValues) => {
    setSaving(true);
    setServerError(null);
    const input = toInput(values);
    try {
      await applyDispatch({
        trainingName: input.trainingName ?? '',
        organizer: input.organizer ?? '',
        location: input.location ?? '',
        startDate: input.startDate ?? '',
        endDate: input.endDate ?? '',
        hours: Number(input.hours),
        phone: input.phone ?? '',
        reason: input.reason ?? '',
      });
      void message.success(DISPATCH_SUBMITTED_MESSAGE);
      form.resetFields();
      onSaved();
    } catch (e) {
      setServerError(e instanceof Error ? e.message : '提交失败');
    } finally {
      setSaving(false);
    }
  };

  const required = true;
  return (
    <Form<FormValues>
      form={form}
      name="dispatch-apply"
      layout="vertical"
      onFinish={(values) => void submit(values)}
      validateTrigger="onBlur"
      style={{ maxWidth: 640 }}
    >
      {serverError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={serverError}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        label="培训班名称"
        name="trainingName"
        required={required}
        rules={[rule('trainingName')]}
      >
        <Input maxLength={DISPATCH_LIMITS.nameMax + 10} />
      </Form.Item>
      <Form.Item
        label="主办单位"
        name="organizer"
        required={required}
        rules={[rule('organizer')]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label="培训地点"
        name="location"
        required={required}
        rules={[rule('location')]}
      >
        <Input />
      </Form.Item>
      <div
        style={{
          display: 'flex',
          columnGap: 16,
          // Stacked on a phone, the items' own margin parts them.
          rowGap: compact ? 0 : 16,
          flexWrap: 'wrap',
        }}
      >
        <Form.Item
          label="开始日期"
          name="startDate"
          required={required}
          rules={[rule('startDate')]}
          validateTrigger="onChange"
          style={rowItem}
        >
          <DatePicker style={fill} />
        </Form.Item>
        <Form.Item
          label="结束日期"
          name="endDate"
          required={required}
          rules={[rule('endDate')]}
          dependencies={['startDate']}
          validateTrigger="onChange"
          style={rowItem}
        >
          <DatePicker style={fill} />
        </Form.Item>
        <Form.Item
          label="申请学时"
          name="hours"
          required={required}
          rules={[rule('hours')]}
          style={rowItem}
        >
          <Input inputMode="decimal" style={fill ?? { width: 140 }} />
        </Form.Item>
      </div>
      <Form.Item
        label="联系电话"
        name="phone"
        required={required}
        rules={[rule('phone')]}
      >
        <Input
          inputMode="tel"
          maxLength={11}
          style={compact ? undefined : { maxWidth: 240 }}
        />
      </Form.Item>
      <Form.Item
        label="申请理由"
        name="reason"
        required={required}
        rules={[rule('reason')]}
      >
        <Input.TextArea
          rows={3}
          showCount
          maxLength={DISPATCH_LIMITS.reasonMax}
        />
      </Form.Item>
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={saving}
          block={narrow}
          style={primary}
        >
          提交申请
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * The learner's applications in one review state (all when undefined),
 * newest first (remounted after a save).
 */
function Applications({ status }: { status: DispatchStatus | undefined }) {
  const load = useCallback(
    (q: { pagesize: number; pagenum: number }) =>
      fetchDispatches(status ? { ...q, status } : q),
    [status],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  return (
    <PagedView
      page={page}
      empty="暂无调训申请"
      current={current}
      onChange={setCurrent}
      align="start"
    >
      {(items) => (
        <ul style={listStyle} aria-label="调训申请列表">
          {items.map((d) => (
            <li key={d.id} style={itemStyle}>
              <div style={{ flex: 1, minWidth: 'min(240px, 100%)' }}>
                <h3 style={{ fontSize: 16, margin: 0 }}>
                  {d.trainingName}{' '}
                  <Tag color={DISPATCH_STATUS_COLORS[d.status]}>
                    {d.statusName}
                  </Tag>
                </h3>
                <div style={detailStyle}>
                  {d.organizer} · {d.location} · {d.startDate} 至 {d.endDate} ·
                  申请 {d.hours} 学时
                </div>
                {d.reviewComment && (
                  <div style={{ marginTop: 4 }}>
                    审核意见：{d.reviewComment}
                  </div>
                )}
              </div>
              <span style={{ color: TEXT_SECONDARY }}>
                提交于 {d.createdAt.slice(0, 10)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PagedView>
  );
}

/** 调训申请: the application form and the list of applications. */
export function DispatchTab() {
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<DispatchStatus>();
  const statusLabel = useId();
  const compact = useCompactLayout();
  return (
    <section aria-label="调训申请">
      <Card
        size="small"
        title={<h3 style={{ margin: 0, fontSize: 16 }}>新建调训申请</h3>}
      >
        <ApplyForm onSaved={() => setVersion((v) => v + 1)} />
      </Card>
      <Flex
        justify="space-between"
        align="center"
        gap={8}
        wrap
        style={{ marginTop: 16 }}
      >
        <h3 style={{ fontSize: 16, margin: 0 }}>我的申请</h3>
        {/* The review states are the DISPATCH_STATUS dictionary. */}
        <Flex align="center" gap={8}>
          <span id={statusLabel}>审核状态：</span>
          <DictionarySelect
            dictionary="DISPATCH_STATUS"
            aria-labelledby={statusLabel}
            selectAll
            size={compact ? 'large' : 'middle'}
            value={status}
            onChange={(value) => setStatus(value as DispatchStatus | undefined)}
          />
        </Flex>
      </Flex>
      <Applications key={version} status={status} />
    </section>
  );
}
