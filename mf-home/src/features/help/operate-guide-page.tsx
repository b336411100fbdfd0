import {
  charCount,
  FEEDBACK_MAX_CHARS,
  validateFeedbackContent,
  validateFeedbackPhone,
} from '@portal/shared/contracts';
import { usePagedList } from '@portal/shared/hooks';
import { redirectToLogin } from '@portal/shared/routing';
import { useAtomValue, userInfoAtom } from '@portal/shared/state';
import { PortalLink, TEXT_SECONDARY } from '@portal/shared/ui';
import { PagedList } from '@portal/shared/ui/paged-view';
import { ruleFrom } from '@portal/shared/validation';
import {
  Alert,
  App,
  Button,
  Card,
  Collapse,
  Form,
  Input,
  Select,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useId, useState } from 'react';

import {
  PRIMARY_TOUCH,
  useCardStyles,
  useCompactLayout,
} from '../../lib/compact-layout';
import { validateFeedbackType } from './feedback-validation';
import {
  createFeedback,
  FEEDBACK_TYPES,
  type FeedbackForm as FeedbackValues,
  fetchMyFeedback,
} from './help.api';

const MY_FEEDBACK_PAGE_SIZE = 5;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginTop: 24 }}>
      <h2 id={id} style={{ fontSize: 18 }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const GUIDE: { title: string; steps: ReactNode[] }[] = [
  {
    title: '如何登录',
    steps: [
      '点击页面右侧浮动栏的“学员登录”，进入统一身份认证页面。',
      '输入用户名和密码后点击“登录”，登录成功后自动返回门户。',
      '右侧欢迎框显示本年度已学学时；点击“退出登录”可安全退出。',
    ],
  },
  {
    title: '学习视频课程',
    steps: [
      '在“课程推荐”中按分类、课程性质等筛选课程，点击课程名称进入学习页面。',
      '点击播放开始学习，学习进度每分钟以及暂停、切换页面、离开时自动保存。',
      '首次学习不能拖动到尚未观看的位置；学习完成后可自由拖动、重复观看。',
    ],
  },
  {
    title: '学习图文课程',
    steps: [
      '图文课程在页面中阅读，页面处于可见状态时计算阅读时间。',
      '阅读时间达到课程要求后即为已学习，页面会提示已获得的学时。',
    ],
  },
  {
    title: '学时如何认定',
    steps: [
      '课程学时按课程时长认定：30分钟及以上的课程计1学时，15分钟至30分钟的课程计0.5学时，15分钟以下的微课计0.25学时。',
      '视频课程观看进度达到95%以上并结束学习（或完整观看）即为已学习；图文课程阅读时间达到要求即为已学习。',
      '同一课程每年度只计一次学时；必修课程计入必修学时，其他课程计入选修学时，均计入年度总学时。',
      '网络中断时学习进度暂存在本机（页面提示“学时记录待同步”），网络恢复后自动补传；进度异常跳跃不予记录。',
      '课程页面会说明该课程适用的认定规则以及尚未获得学时的原因。',
    ],
  },
  {
    title: '支持的浏览器',
    steps: [
      'Chrome、Edge、Firefox 90 及以上版本，Safari 14 及以上版本。',
      '360、QQ 等国产浏览器请切换到“极速模式”；不支持 IE 浏览器。',
      '建议屏幕分辨率 1366×768 及以上，并允许浏览器播放视频。',
    ],
  },
];

const FAQ: { key: string; question: string; answer: ReactNode }[] = [
  {
    key: 'hours',
    question: '学完课程后学时为什么没有增加？',
    answer:
      '视频课程需观看至95%以上并结束学习，图文课程需阅读满要求的时间；同一课程每年度只计一次学时。请在课程页面查看学时状态；如显示“学时记录待同步”，网络恢复后会自动补传。',
  },
  {
    key: 'seek',
    question: '为什么视频不能快进？',
    answer:
      '首次学习时不能拖动到尚未观看的位置，以保证学习效果；学习完成后即可自由拖动和倍速观看。',
  },
  {
    key: 'video',
    question: '视频无法播放或卡顿怎么办？',
    answer:
      '请确认网络连接正常，并使用推荐的浏览器（国产浏览器请切换到极速模式）；刷新页面后会从上次保存的位置继续学习。',
  },
  {
    key: 'password',
    question: '忘记密码或账号被锁定怎么办？',
    answer:
      '请联系本单位后台管理员重置密码；为了账号安全，请定期修改密码（学习中心 → 修改密码）。',
  },
  {
    key: 'status',
    question: '提示“当前用户登录状态不正确”或“没有权限访问此系统”怎么办？',
    answer:
      '说明账号尚未开通学员权限或学员信息不完整，请联系本单位后台管理员核实。',
  },
  {
    key: 'year',
    question: '在哪里查看本年度学时？',
    answer: (
      <>
        登录后右侧欢迎框显示本年度已学学时；在
        <PortalLink href="/personalCenter">学习中心</PortalLink>
        可查看必修、选修学时明细；
        <PortalLink href="/intelligentGuidance">智能导学</PortalLink>
        会根据还需完成的学时推荐课程。
      </>
    ),
  },
];

function OperationGuide() {
  return (
    <Section title="操作指南">
      {GUIDE.map((part) => (
        <div key={part.title}>
          <h3 style={{ fontSize: 16, margin: '16px 0 8px' }}>{part.title}</h3>
          <ol style={{ margin: 0, paddingInlineStart: 22, lineHeight: 1.8 }}>
            {part.steps.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </div>
      ))}
    </Section>
  );
}

function Faq() {
  return (
    <Section title="常见问题">
      <Collapse
        items={FAQ.map((item) => ({
          key: item.key,
          label: item.question,
          children: <p style={{ margin: 0 }}>{item.answer}</p>,
        }))}
      />
    </Section>
  );
}

interface FormValues {
  type: FeedbackValues['type'];
  content: string;
  phone?: string;
}

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const { message } = App.useApp();
  // Large fields (16 px text, so iOS does not zoom) and a 44 px button.
  const compact = useCompactLayout();
  const size = compact ? 'large' : undefined;

  const submit = async (values: FormValues) => {
    setBusy(true);
    setFailure('');
    try {
      await createFeedback(values);
      form.resetFields();
      void message.success('提交成功，感谢您的反馈');
      onSent();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '提交失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      name="feedback"
      initialValues={{ type: 'USAGE', content: '', phone: '' }}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 640 }}
    >
      <Form.Item
        label="反馈类型"
        name="type"
        required
        rules={[ruleFrom(validateFeedbackType)]}
      >
        <Select options={FEEDBACK_TYPES} size={size} />
      </Form.Item>
      <Form.Item
        label="反馈内容"
        name="content"
        required
        rules={[ruleFrom(validateFeedbackContent)]}
      >
        <Input.TextArea
          size={size}
          rows={5}
          placeholder={`请描述您遇到的问题或建议（不超过${FEEDBACK_MAX_CHARS}字）`}
          count={{ show: true, max: FEEDBACK_MAX_CHARS, strategy: charCount }}
        />
      </Form.Item>
      <Form.Item
        label="联系电话（选填）"
        name="phone"
        rules={[ruleFrom(validateFeedbackPhone)]}
      >
        <Input
          size={size}
          inputMode="tel"
          autoComplete="tel"
          placeholder="手机号"
        />
      </Form.Item>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        loading={busy}
        style={compact ? PRIMARY_TOUCH : undefined}
      >
        提交反馈
      </Button>
    </Form>
  );
}

/** Remounted (key) after a submission, so it reloads from the first page. */
function MyFeedback() {
  const headingId = useId();
  const { page, current, setCurrent } = usePagedList(
    fetchMyFeedback,
    MY_FEEDBACK_PAGE_SIZE,
  );
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <h3 id={headingId} style={{ fontSize: 16 }}>
        我的反馈
      </h3>
      <PagedList
        page={page}
        current={current}
        onChange={setCurrent}
        align="start"
        label="我的反馈"
        rowKey={(item) => item.id}
        renderRow={(item) => (
          <>
            <div>
              <Tag>{item.typeName}</Tag>
              <Tag color={item.status === 'REPLIED' ? 'green' : 'orange'}>
                {item.statusName}
              </Tag>
              <time
                dateTime={item.createdAt}
                style={{ color: TEXT_SECONDARY, fontSize: 13 }}
              >
                {item.createdAt}
              </time>
            </div>
            <p style={{ margin: '6px 0 0', whiteSpace: 'pre-wrap' }}>
              {item.content}
            </p>
            {item.reply && (
              <p
                style={{
                  margin: '6px 0 0',
                  padding: '6px 10px',
                  background: '#f6ffed',
                  whiteSpace: 'pre-wrap',
                }}
              >
                回复：{item.reply}
              </p>
            )}
          </>
        )}
      />
    </section>
  );
}

function FeedbackSection() {
  const user = useAtomValue(userInfoAtom);
  const [version, setVersion] = useState(0);
  return (
    <Section title="意见反馈">
      {user ? (
        <>
          <FeedbackForm onSent={() => setVersion((v) => v + 1)} />
          <MyFeedback key={version} />
        </>
      ) : (
        <Alert
          type="info"
          showIcon
          title="登录后可提交反馈"
          action={
            <Button type="primary" onClick={() => redirectToLogin()}>
              登录
            </Button>
          }
        />
      )}
    </Section>
  );
}

/**
 * 帮助中心 (/operateGuide, public; /guide redirects): the operation guide,
 * the FAQ and, for a signed-in learner, the feedback form and 我的反馈.
 */
export function OperateGuidePage() {
  const cardStyles = useCardStyles();
  return (
    <Card styles={cardStyles}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        帮助中心
      </Typography.Title>
      <OperationGuide />
      <Faq />
      <FeedbackSection />
    </Card>
  );
}
