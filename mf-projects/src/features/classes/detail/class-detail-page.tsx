import { type ClassDetail, validateEnrolCode } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import {
  AsyncView,
  BORDER,
  PortalLink,
  TEXT_SECONDARY,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Input,
  QRCode,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { type FormEvent, useCallback, useId, useState } from 'react';

import { ENROLL_TEXT, MODE_TEXT, STATUS_TEXT } from '../training-class';
import { cardBody, primaryTouch } from '@portal/shared/ui/touch';
import {
  fetchClassCourses,
  saveEnrollment,
  verifyCode,
} from './class-detail.api';
import {
  ClassGate,
  useClassDetail,
  useClassId,
} from '../../../components/class-context';
import { classPaths, coursePath } from '../../../lib/enrol-action';
import { EnrolChoice } from '../../../components/enrol-choice';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : '系统异常';
}

/** 报名 / the code form / 由单位统一安排 / 登录报名, by mode and state. */
export function EnrolPanel({
  detail,
  onEnrolled,
}: {
  detail: ClassDetail;
  onEnrolled: () => void;
}) {
  const paths = classPaths(detail.tbtpId, detail.signedIn);
  const codeId = useId();
  const compact = useCompactLayout();
  const touch = primaryTouch(compact);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const run = async (step: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await step();
      onEnrolled();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const codeProblem = validateEnrolCode(code);
    if (codeProblem) {
      setError(codeProblem);
      return;
    }
    void run(async () => {
      await verifyCode(detail.tbtpId, code.trim());
      await saveEnrollment(detail.tbtpId);
    });
  };

  const enrolButton = (
    <Button
      type="primary"
      loading={busy}
      style={touch}
      onClick={() => void run(() => saveEnrollment(detail.tbtpId))}
    >
      报名
    </Button>
  );

  const body = (
    <EnrolChoice
      detail={detail}
      loginReturnTo={() => new URL(paths.detail, window.location.origin).href}
      enrolled={
        <Space wrap>
          <Tag color="green">已报名</Tag>
          <PortalLink href={paths.archive}>进入学习档案</PortalLink>
        </Space>
      }
      enrol={(mode) =>
        mode === 'open' || detail.codeVerified ? (
          enrolButton
        ) : (
          <form onSubmit={submitCode}>
            {/* A phone stacks label, field and button, each full width. */}
            <Flex
              gap={8}
              wrap
              align={compact ? 'stretch' : 'center'}
              vertical={compact}
            >
              <label htmlFor={codeId}>报名码</label>
              <Input
                id={codeId}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                placeholder="请输入报名码"
                maxLength={20}
                style={compact ? { height: 44 } : { width: 180 }}
                aria-invalid={error ? true : undefined}
              />
              <Button
                type="primary"
                htmlType="submit"
                loading={busy}
                style={touch}
              >
                验证并报名
              </Button>
            </Flex>
          </form>
        )
      }
    />
  );
  return (
    <section aria-labelledby="enrol-heading" data-testid="enrol-panel">
      <Typography.Title level={2} id="enrol-heading" style={{ fontSize: 16 }}>
        报名
      </Typography.Title>
      {body}
      {error && (
        <Alert
          role="alert"
          type="error"
          showIcon
          title={error}
          style={{ marginTop: 12 }}
        />
      )}
    </section>
  );
}

function CourseList({
  detail,
  compulsory,
}: {
  detail: ClassDetail;
  compulsory: boolean;
}) {
  const load = useCallback(
    () => fetchClassCourses(detail.tbtpId, compulsory),
    [detail.tbtpId, compulsory],
  );
  const page = useRemoteData(load);
  const title = compulsory ? '必修课程' : '选修课程';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 16 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <AsyncView
        data={page}
        isEmpty={(p) => p.datalist.length === 0}
        loading={<Skeleton active paragraph={{ rows: 2 }} />}
      >
        {({ datalist: courses }) => (
          <ul aria-label={title} style={{ paddingLeft: 20, margin: 0 }}>
            {courses.map((course) => (
              <li key={course.id} style={{ padding: '6px 0' }}>
                {/* Underlined: beside grey text, colour alone does not mark it. */}
                <PortalLink
                  href={coursePath(course, detail.signedIn)}
                  style={{ textDecoration: 'underline' }}
                >
                  {course.name}
                </PortalLink>
                <span style={{ color: TEXT_SECONDARY, marginLeft: 12 }}>
                  {course.teacher} · {course.showCourseDuration} ·{' '}
                  {course.creditHour} 学时
                  {detail.signedIn ? ` · ${course.showStatusMsg}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}

function SubPageLinks({ detail }: { detail: ClassDetail }) {
  const compact = useCompactLayout();
  const paths = classPaths(detail.tbtpId, detail.signedIn);
  const links = detail.signedIn
    ? [
        { href: paths.members, text: `班级成员（${detail.memberCount}）` },
        { href: paths.notices, text: `班级通知（${detail.noticeCount}）` },
        { href: paths.news, text: '班级动态' },
        { href: paths.affairs, text: '班务管理' },
        { href: paths.homework, text: '个人作业' },
        { href: paths.archive, text: '学习档案' },
      ]
    : [{ href: paths.members, text: `班级成员（${detail.memberCount}）` }];
  if (compact) {
    // Tiles two to a row: each link is a whole 44 px box to tap.
    return (
      <nav aria-label="班级栏目" style={{ margin: '12px 0' }}>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 8,
          }}
        >
          {links.map((l) => (
            <PortalLink
              key={l.href}
              href={l.href}
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                minHeight: 44,
                padding: '4px 8px',
                border: `1px solid ${BORDER}`,
                borderRadius: 6,
                textAlign: 'center',
              }}
            >
              {l.text}
            </PortalLink>
          ))}
        </div>
      </nav>
    );
  }
  return (
    <nav aria-label="班级栏目" style={{ margin: '12px 0' }}>
      <Space wrap size={16}>
        {links.map((l) => (
          <PortalLink key={l.href} href={l.href}>
            {l.text}
          </PortalLink>
        ))}
      </Space>
    </nav>
  );
}

function ShareQr({ detail }: { detail: ClassDetail }) {
  const url = new URL(
    classPaths(detail.tbtpId, true).enrolQr,
    window.location.origin,
  ).href;
  return (
    <figure
      aria-label="扫码报名二维码"
      style={{ margin: 0, textAlign: 'center' }}
      data-testid="share-qr"
    >
      <QRCode
        type="svg"
        value={url}
        size={140}
        bordered={false}
        aria-label="扫码报名二维码"
      />
      <figcaption style={{ fontSize: 12 }}>
        手机扫码报名
        <br />
        <a href={url} style={{ wordBreak: 'break-all' }}>
          {url}
        </a>
      </figcaption>
    </figure>
  );
}

function ClassDetailView({
  detail,
  onEnrolled,
}: {
  detail: ClassDetail;
  onEnrolled: () => void;
}) {
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  return (
    <div data-testid="mf-projects-page">
      <Card styles={cardBody(narrow)}>
        <div
          style={{ display: 'flex', gap: compact ? 16 : 24, flexWrap: 'wrap' }}
        >
          <img
            src={detail.cover}
            alt=""
            style={
              compact
                ? {
                    width: '100%',
                    maxWidth: 480,
                    height: 'auto',
                    aspectRatio: '7 / 4',
                    objectFit: 'cover',
                  }
                : { width: 280, height: 160, objectFit: 'cover' }
            }
          />
          {/* min(): on a phone the facts take the whole width, never more. */}
          <div style={{ flex: 1, minWidth: 'min(280px, 100%)' }}>
            <Typography.Title level={1} style={{ fontSize: 22 }}>
              {detail.name}
            </Typography.Title>
            <Space wrap style={{ marginBottom: 12 }}>
              <Tag color={STATUS_TEXT[detail.status].color}>
                {STATUS_TEXT[detail.status].text}
              </Tag>
              <Tag>{MODE_TEXT[detail.enrollMode]}</Tag>
              {detail.signedIn && <Tag>{ENROLL_TEXT[detail.enrollStatus]}</Tag>}
            </Space>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                {
                  key: 'dates',
                  label: '培训时间',
                  children: `${detail.startDate} 至 ${detail.endDate}`,
                },
                { key: 'org', label: '主办单位', children: detail.orgName },
                {
                  key: 'hours',
                  label: '要求学时',
                  children: `${detail.requiredHours} 学时（必修 ${detail.compulsoryHours}，选修 ${detail.electiveHours}）`,
                },
                {
                  key: 'members',
                  label: '班级人数',
                  children: `${detail.memberCount} 人`,
                },
              ]}
            />
          </div>
          <ShareQr detail={detail} />
        </div>
        <SubPageLinks detail={detail} />
        <EnrolPanel detail={detail} onEnrolled={onEnrolled} />
        <section aria-labelledby="intro-heading" style={{ marginTop: 16 }}>
          <Typography.Title
            level={2}
            id="intro-heading"
            style={{ fontSize: 16 }}
          >
            班级简介
          </Typography.Title>
          <Typography.Paragraph>{detail.introduction}</Typography.Paragraph>
        </section>
        <CourseList detail={detail} compulsory />
        <CourseList detail={detail} compulsory={false} />
      </Card>
    </div>
  );
}

function DetailPage() {
  const id = useClassId();
  const [version, setVersion] = useState(0);
  const load = useClassDetail(id, version);
  return (
    <ClassGate load={load}>
      {(detail) => (
        <ClassDetailView
          detail={detail}
          onEnrolled={() => setVersion((v) => v + 1)}
        />
      )}
    </ClassGate>
  );
}

/** /projectDetail?id= */
export function ClassDetailPage() {
  return <DetailPage />;
}

/** /openProjectDetail?id=: the same page; a visitor gets 登录报名. */
export function OpenClassDetailPage() {
  return <DetailPage />;
}
