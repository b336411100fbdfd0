/**
 * 证书验证 (/certificateVerify?no=, open to visitors): where a certificate's
 * QR code leads. Says whether the number is a valid certificate, a revoked
 * one (with the reason) or unknown; the holder's name comes masked.
 */
import type { VerifyAnswer } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView, useCompactLayout } from '@portal/shared/ui';
import { Alert, Card, Descriptions, Input, Result } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { verifyCertificate } from './certificates.api';

function Details({ answer }: { answer: VerifyAnswer }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'no', label: '证书编号', children: answer.certNo },
        { key: 'title', label: '证书名称', children: answer.title },
        { key: 'holder', label: '持证人', children: answer.holderName },
        { key: 'org', label: '单位', children: answer.orgName },
        {
          key: 'hours',
          label: '学时',
          children:
            answer.hours === undefined
              ? ''
              : `${Math.round(answer.hours * 100) / 100} 学时`,
        },
        { key: 'date', label: '发证日期', children: answer.issueDate },
        { key: 'issuer', label: '发证单位', children: answer.issuer },
      ]}
    />
  );
}

function Outcome({ answer }: { answer: VerifyAnswer }) {
  if (answer.status === 'VALID') {
    return (
      <Result
        status="success"
        title="证书有效"
        subTitle={`编号 ${answer.certNo} 的证书真实有效。`}
        data-testid="verify-outcome"
      >
        <Details answer={answer} />
      </Result>
    );
  }
  if (answer.status === 'REVOKED') {
    return (
      <Result
        status="error"
        title="证书已撤销"
        subTitle={`撤销原因：${answer.revokeReason ?? ''}${answer.revokedAt ? `（${answer.revokedAt}撤销）` : ''}`}
        data-testid="verify-outcome"
      >
        <Details answer={answer} />
      </Result>
    );
  }
  return (
    <Result
      status="warning"
      title="未找到该证书"
      subTitle={`没有编号为 ${answer.certNo} 的证书，请核对证书编号。`}
      data-testid="verify-outcome"
    />
  );
}

export function CertificateVerifyPage() {
  const [params, setParams] = useSearchParams();
  const no = params.get('no')?.trim() ?? '';
  const load = useCallback(
    () => (no ? verifyCertificate(no) : Promise.resolve(null)),
    [no],
  );
  const answer = useRemoteData(load);
  const compact = useCompactLayout();
  return (
    <Card
      style={{ maxWidth: 720, margin: '0 auto' }}
      styles={compact ? { body: { padding: 12 } } : undefined}
      data-testid="certificate-verify-page"
    >
      <h1 style={{ fontSize: 22, marginTop: 0 }}>证书验证</h1>
      <Input.Search
        aria-label="证书编号"
        placeholder="请输入证书编号，如 GBWL-2025-101001"
        defaultValue={no}
        enterButton="验证"
        allowClear
        // 验证 is the page's primary action: 44 px tall where it is tapped.
        size={compact ? 'large' : 'middle'}
        onSearch={(value) => {
          const next = value.trim();
          setParams(next ? { no: next } : {});
        }}
        style={{ marginBottom: 16 }}
      />
      <AsyncView data={answer}>
        {(a) =>
          a ? (
            <Outcome answer={a} />
          ) : (
            <Alert
              type="info"
              showIcon
              title="请输入证书上的编号，或扫描证书上的二维码进行验证"
            />
          )
        }
      </AsyncView>
    </Card>
  );
}
