/**
 * One certificate (/certificate?id=, blank layout), laid out as an A4 page:
 * printing (or the browser's "save as PDF") gives exactly that page, with
 * the toolbar and the portal's frame left out. On a screen narrower than
 * the sheet it is scaled down as a whole, like a picture of the paper. The
 * QR code leads to the public verification page.
 */
import type { Certificate } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView, PortalLink } from '@portal/shared/ui';
import { Button, QRCode, Space } from 'antd';
import {
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router-dom';

import { usePrimaryActionStyle } from '../../lib/touch-targets';
import { fetchCertificate, verifyUrl } from './certificates.api';

/** One A4 sheet on paper; the same proportions on screen. */
const CERTIFICATE_PRINT_CSS = `
.certificate-sheet {
  width: 210mm; min-height: 297mm;
  box-sizing: border-box; margin: 0 auto; padding: 18mm 16mm;
  background: #fffdf7; color: #222;
  border: 10px double #b8860b; outline: 1px solid #e8d9a8; outline-offset: -22px;
  display: flex; flex-direction: column; font-family: 'Songti SC','SimSun',serif;
}
@media print {
  @page { size: A4 portrait; margin: 0; }
  html, body { margin: 0 !important; padding: 0 !important; background: #fff; }
  body * { visibility: hidden; }
  .certificate-sheet, .certificate-sheet * { visibility: visible; }
  .certificate-sheet {
    position: fixed; left: 0; top: 0;
    width: 210mm; height: 296mm; min-height: 0; max-width: none;
    overflow: hidden; break-inside: avoid; page-break-after: avoid;
    -webkit-print-color-adjust: exact; print-color-adjust: exact;
  }
  .certificate-toolbar { display: none !important; }
  .certificate-fit { height: auto !important; overflow: visible !important; }
  .certificate-fit > div { transform: none !important; }
}
`;

const hoursText = (n: number) => String(Math.round(n * 100) / 100);

/** The certificate's sentence after the holder's name, by its type. */
export function certificateText(c: Certificate): string {
  const hours = hoursText(c.hours);
  switch (c.type) {
    case 'CLASS_GRADUATION':
      return `参加“${c.title.replace(/结业证书$/, '')}”学习，完成全部学习任务，准予结业，共计${hours}学时。特发此证。`;
    case 'HONOR':
      return `在${c.year}年度干部网络培训学习中表现突出，共完成${hours}学时，被评为“${c.title}”。特发此证。`;
    default:
      return `在${c.year}年度参加干部网络培训学习，完成年度学习任务，共计${hours}学时。特发此证。`;
  }
}

function Sheet({ certificate: c }: { certificate: Certificate }) {
  const link = verifyUrl(window.location.origin, c.certNo);
  const revoked = c.status === 'REVOKED';
  const rows: [string, string][] = [
    ['姓名', c.holderName],
    ['单位', c.orgName],
    ['学时', `${hoursText(c.hours)} 学时`],
    ['证书编号', c.certNo],
    ['发证日期', c.issueDate],
    ['发证单位', c.issuer],
  ];
  return (
    <article
      className="certificate-sheet"
      aria-labelledby="certificate-title"
      data-testid="certificate-sheet"
    >
      <p
        style={{
          textAlign: 'center',
          letterSpacing: 24,
          fontSize: 40,
          margin: '12mm 0 4mm',
          color: '#b22222',
        }}
        aria-hidden="true"
      >
        证书
      </p>
      <h1
        id="certificate-title"
        style={{ textAlign: 'center', fontSize: 24, margin: '0 0 10mm' }}
      >
        {c.title}
      </h1>
      {revoked && (
        <p
          role="status"
          style={{
            textAlign: 'center',
            color: '#b22222',
            fontSize: 18,
            border: '2px solid #b22222',
            padding: 8,
          }}
        >
          本证书已撤销：{c.revokeReason}
        </p>
      )}
      <p style={{ fontSize: 18, lineHeight: 2.2, textIndent: '2em' }}>
        <strong>{c.holderName}</strong>同志（{c.orgName}）{certificateText(c)}
      </p>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: '3mm 6mm',
          fontSize: 15,
          margin: '8mm 0',
        }}
      >
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{term}</dt>
            <dd
              style={{ margin: 0 }}
              data-testid={term === '证书编号' ? 'certificate-no' : undefined}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div
        style={{
          marginTop: 'auto',
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 16,
        }}
      >
        <figure style={{ margin: 0 }} data-testid="certificate-qr">
          <QRCode
            value={link}
            type="svg"
            size={128}
            bordered={false}
            aria-label={`证书验证二维码：${link}`}
          />
          <figcaption style={{ fontSize: 11, maxWidth: 240 }}>
            扫码验证证书真伪：
            <br />
            <a
              href={link}
              data-testid="certificate-verify-link"
              style={{ wordBreak: 'break-all' }}
            >
              {link}
            </a>
          </figcaption>
        </figure>
        <div style={{ textAlign: 'right', fontSize: 16 }}>
          <div>{c.issuer}</div>
          <div>{c.issueDate}</div>
        </div>
      </div>
    </article>
  );
}

/**
 * The sheet at its A4 width, scaled down to the width there is on screen
 * (the frame takes the scaled height); print resets both (see the CSS).
 */
function FitToWidth({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState({ scale: 1, height: 0 });
  useLayoutEffect(() => {
    const outer = frame.current;
    const inner = content.current;
    if (!outer || !inner) return;
    const measure = () => {
      // Not laid out (hidden, or jsdom): leave it unscaled.
      if (outer.clientWidth === 0 || inner.offsetWidth === 0) return;
      // offsetWidth/Height are the unscaled layout size of the sheet.
      const scale = Math.min(1, outer.clientWidth / inner.offsetWidth);
      setFit({ scale, height: Math.ceil(inner.offsetHeight * scale) });
    };
    measure();
    // jsdom has no ResizeObserver; every browser the portal supports does.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);
  const scaled = fit.scale < 1;
  return (
    <div
      ref={frame}
      className="certificate-fit"
      data-testid="certificate-fit"
      style={scaled ? { height: fit.height, overflow: 'hidden' } : undefined}
    >
      <div
        ref={content}
        style={{
          width: 'fit-content',
          margin: '0 auto',
          ...(scaled
            ? { transform: `scale(${fit.scale})`, transformOrigin: '0 0' }
            : {}),
        }}
      >
        {children}
      </div>
    </div>
  );
}

export function CertificatePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const load = useCallback(
    () =>
      id
        ? fetchCertificate(id)
        : Promise.reject(new Error('缺少证书参数，请从“我的证书”打开证书')),
    [id],
  );
  const certificate = useRemoteData(load);
  const primary = usePrimaryActionStyle();
  return (
    <div data-testid="certificate-page">
      <style>{CERTIFICATE_PRINT_CSS}</style>
      <Space
        className="certificate-toolbar"
        wrap
        style={{ marginBottom: 16, width: '100%', justifyContent: 'center' }}
      >
        <Button
          type="primary"
          disabled={certificate.status !== 'ready'}
          onClick={() => window.print()}
          style={primary}
        >
          打印/保存为PDF
        </Button>
        <PortalLink href="/personalCenter">返回学习中心</PortalLink>
      </Space>
      <AsyncView data={certificate}>
        {(c) => (
          <FitToWidth>
            <Sheet certificate={c} />
          </FitToWidth>
        )}
      </AsyncView>
    </div>
  );
}
