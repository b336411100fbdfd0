/**
 * 我的证书 (a tab of the learning centre): the learner's certificates, the
 * figures, and applying for a year's college certificate once that year's
 * hours meet the requirement.
 */
import { ApiError } from '@portal/shared/api';
import type { Certificate, CertificateStats } from '@portal/shared/contracts';
import { usePagedList, useRemoteData } from '@portal/shared/hooks';
import { AsyncView, BORDER_SUBTLE, PortalLink } from '@portal/shared/ui';
import { PagedView } from '@portal/shared/ui/paged-view';
import {
  Alert,
  Button,
  Card,
  Select,
  Space,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useId, useState } from 'react';

import {
  usePrimaryActionStyle,
  useTouchLinkStyle,
} from '../../lib/touch-targets';
import {
  applyCollegeCertificate,
  fetchCertificateStats,
  fetchMyCertificates,
  TYPE_TEXT,
} from './certificates.api';

const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** What the learner is told about applying for the year's certificate. */
export function applyHint(stats: CertificateStats): string {
  if (stats.collegeCertificate) {
    return `已获得${stats.year}年度学院证书（编号 ${stats.collegeCertificate.certNo}）。`;
  }
  if (stats.requirementMet) {
    return `${stats.year}年度已学${fmt(stats.yearHours)}学时，已达到${fmt(stats.requiredHours)}学时的要求，可以申请学院证书。`;
  }
  return `${stats.year}年度已学${fmt(stats.yearHours)}学时，还差${fmt(stats.remainingHours)}学时达到${fmt(stats.requiredHours)}学时的要求，达到后可申请学院证书。`;
}

function CertificateItem({ certificate: c }: { certificate: Certificate }) {
  const revoked = c.status === 'REVOKED';
  const linkStyle = useTouchLinkStyle();
  return (
    <li
      style={{
        border: `1px solid ${BORDER_SUBTLE}`,
        borderRadius: 6,
        padding: '12px 16px',
        marginBottom: 12,
      }}
    >
      <Space wrap>
        <strong>{c.title}</strong>
        <Tag>{TYPE_TEXT[c.type]}</Tag>
        {revoked ? (
          <Tag color="red">已撤销</Tag>
        ) : (
          <Tag color="green">有效</Tag>
        )}
      </Space>
      <div style={{ marginTop: 4 }}>
        <Typography.Text type="secondary">
          证书编号 {c.certNo} · {fmt(c.hours)}学时 · 发证日期 {c.issueDate}
        </Typography.Text>
      </div>
      {revoked && (
        <div>
          <Typography.Text type="danger">
            撤销原因：{c.revokeReason}
            {c.revokedAt ? `（${c.revokedAt}）` : ''}
          </Typography.Text>
        </div>
      )}
      <div style={{ marginTop: 4 }}>
        <PortalLink
          href={`/certificate?id=${encodeURIComponent(c.id)}`}
          aria-label={`查看证书：${c.title}`}
          style={linkStyle}
        >
          查看证书
        </PortalLink>
      </div>
    </li>
  );
}

type Outcome = { type: 'success' | 'error' | 'info'; text: string } | null;

/** The figures and the application for one year. */
function ApplyCard({
  year,
  onYearChange,
  onApplied,
  outcome,
  setOutcome,
}: {
  year: number;
  onYearChange: (year: number) => void;
  onApplied: () => void;
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
}) {
  const thisYear = new Date().getFullYear();
  const [applying, setApplying] = useState(false);
  const yearLabel = useId();
  const primary = usePrimaryActionStyle();
  const stats = useRemoteData(
    useCallback(() => fetchCertificateStats(year), [year]),
  );

  const apply = async (s: CertificateStats) => {
    if (!s.requirementMet) {
      setOutcome({ type: 'info', text: applyHint(s) });
      return;
    }
    setApplying(true);
    try {
      const certificate = await applyCollegeCertificate(year);
      setOutcome({
        type: 'success',
        text: `申请成功，证书编号 ${certificate.certNo}`,
      });
      onApplied();
    } catch (error) {
      setOutcome({
        type: 'error',
        text:
          error instanceof ApiError ? error.message : '申请失败，请稍后重试',
      });
    } finally {
      setApplying(false);
    }
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>学院证书申请</h2>}>
      <Space wrap style={{ marginBottom: 12 }}>
        <span id={yearLabel}>申请年度</span>
        <Select
          aria-labelledby={yearLabel}
          value={year}
          onChange={(next: number) => {
            onYearChange(next);
            setOutcome(null);
          }}
          options={[thisYear, thisYear - 1, thisYear - 2].map((y) => ({
            value: y,
            label: `${y}年`,
          }))}
          style={{ width: 120 }}
        />
      </Space>
      <AsyncView data={stats}>
        {(s) => (
          <>
            <Space size="large" wrap>
              <Statistic title="证书总数" value={s.total} />
              <Statistic title="有效证书" value={s.valid} />
              <Statistic title="已撤销" value={s.revoked} />
              <Statistic
                title={`${s.year}年度学时`}
                value={fmt(s.yearHours)}
                suffix={`/ ${fmt(s.requiredHours)}`}
              />
            </Space>
            <Typography.Paragraph
              style={{ marginTop: 12 }}
              data-testid="certificate-apply-hint"
            >
              {applyHint(s)}
            </Typography.Paragraph>
            {!s.collegeCertificate && (
              <Button
                type="primary"
                loading={applying}
                onClick={() => void apply(s)}
                style={primary}
              >
                申请学院证书
              </Button>
            )}
          </>
        )}
      </AsyncView>
      {outcome && (
        <Alert
          role={outcome.type === 'error' ? 'alert' : 'status'}
          style={{ marginTop: 12 }}
          type={outcome.type}
          showIcon
          title={outcome.text}
        />
      )}
    </Card>
  );
}

function CertificateList() {
  const listLabel = useId();
  const { page, current, setCurrent } = usePagedList(fetchMyCertificates, 10);
  return (
    <Card
      style={{ marginTop: 16 }}
      title={
        <h2 id={listLabel} style={{ margin: 0, fontSize: 18 }}>
          我的证书
        </h2>
      }
    >
      <PagedView
        page={page}
        current={current}
        onChange={setCurrent}
        empty="暂无证书"
        align="start"
      >
        {(certificates) => (
          <ul
            aria-labelledby={listLabel}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {certificates.map((c) => (
              <CertificateItem key={c.id} certificate={c} />
            ))}
          </ul>
        )}
      </PagedView>
    </Card>
  );
}

export function CertificatesTab() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  // Bumped after an application: the keyed blocks mount again and reload.
  const [version, setVersion] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <div data-testid="certificates-tab">
      <ApplyCard
        key={`apply-${version}`}
        year={year}
        onYearChange={setYear}
        onApplied={() => setVersion((v) => v + 1)}
        outcome={outcome}
        setOutcome={setOutcome}
      />
      <CertificateList key={`list-${version}`} />
    </div>
  );
}
