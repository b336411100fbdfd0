import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';

import type { Certificate, CertificateStats } from '@portal/shared/contracts';
import {
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  type TestRoutes,
} from '@portal/shared/testing';

import { certificateText } from './certificate-page';
import { CertificateVerifyPage } from './certificate-verify-page';
import { verifyUrl } from './certificates.api';
import { applyHint, CertificatesTab } from './certificates-tab';

const LIST = 'POST /api/personal/queryMyCertificateList';
const STATS = 'POST /api/personal/queryMyCertificateStatisticsInfo';
const APPLY = 'POST /api/certificate/createCollegeCertificate';
const VERIFY = 'GET /api/certificate/verify';
let backend: FakeBackend;

beforeEach(() => {
  backend = fakeBackend();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES: TestRoutes = {
  '/personalCenter': <CertificatesTab />,
  '/certificateVerify': <CertificateVerifyPage />,
};

const cert = (over: Partial<Certificate> = {}): Certificate => ({
  id: 'cert-2025-101001',
  certNo: 'GBWL-2025-101001',
  type: 'CLASS_GRADUATION',
  title: '2025年度新时代干部履职能力提升网上专题班结业证书',
  holderName: '张学员',
  orgName: '综合处',
  hours: 20,
  year: 2025,
  issueDate: '2025-07-01',
  issuer: '干部网络培训学院',
  status: 'VALID',
  ...over,
});

const stats = (over: Partial<CertificateStats> = {}): CertificateStats => ({
  total: 2,
  valid: 1,
  revoked: 1,
  validHours: 20,
  year: new Date().getFullYear(),
  yearHours: 38.5,
  requiredHours: 50,
  remainingHours: 11.5,
  requirementMet: false,
  collegeCertificate: null,
  canApply: false,
  ...over,
});

const page = (items: Certificate[]) => ({
  datalist: items,
  totalelements: items.length,
  pagesize: 10,
  pagenum: 0,
  totalpages: 1,
});

describe('applyHint', () => {
  it('says what is missing, that one may apply, or what was issued', () => {
    expect(applyHint(stats({ year: 2026 }))).toBe(
      '2026年度已学38.5学时，还差11.5学时达到50学时的要求，达到后可申请学院证书。',
    );
    expect(
      applyHint(stats({ year: 2025, yearHours: 52, requirementMet: true })),
    ).toContain('已达到50学时的要求，可以申请学院证书');
    expect(
      applyHint(
        stats({ year: 2025, collegeCertificate: cert({ type: 'COLLEGE' }) }),
      ),
    ).toBe('已获得2025年度学院证书（编号 GBWL-2025-101001）。');
  });
});

describe('certificate texts', () => {
  it('words the sheet by the certificate type', () => {
    expect(certificateText(cert())).toBe(
      '参加“2025年度新时代干部履职能力提升网上专题班”学习，完成全部学习任务，准予结业，共计20学时。特发此证。',
    );
    expect(
      certificateText(
        cert({ type: 'COLLEGE', title: '2025年度网络学习证书', hours: 52.5 }),
      ),
    ).toContain('共计52.5学时');
    expect(verifyUrl('http://localhost:8080', 'GBWL-2025-101001')).toBe(
      'http://localhost:8080/certificateVerify?no=GBWL-2025-101001',
    );
  });
});

describe('CertificatesTab', () => {
  it('lists the certificates with links and explains an unmet year without calling the server', async () => {
    backend.on(
      LIST,
      page([
        cert(),
        cert({
          id: 'cert-2024-101003',
          certNo: 'GBWL-2024-101003',
          type: 'COLLEGE',
          title: '2024年度网络学习证书',
          status: 'REVOKED',
          revokeReason: '学时重复计算',
        }),
      ]),
    );
    backend.on(STATS, stats());
    renderRoutes(PAGES, '/personalCenter');
    const list = await screen.findByRole('list', { name: '我的证书' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    const links = screen.getAllByRole('link', { name: /^查看证书/ });
    expect(links[0]?.getAttribute('href')).toBe(
      '/certificate?id=cert-2025-101001',
    );
    expect(screen.getByText(/撤销原因：学时重复计算/)).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: '申请学院证书' }),
    );
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getAllByText(/还差11.5学时/).length).toBeGreaterThan(1);
    expect(backend.calls(APPLY)).toEqual([]);
  });

  it('applies when the requirement is met and loads the list again', async () => {
    backend
      .on(LIST, page([cert()]))
      .on(STATS, stats({ requirementMet: true, canApply: true, yearHours: 52 }))
      .on(APPLY, cert({ certNo: 'GBWL-2026-101101', type: 'COLLEGE' }));
    renderRoutes(PAGES, '/personalCenter');
    fireEvent.click(
      await screen.findByRole('button', { name: '申请学院证书' }),
    );
    expect(
      await screen.findByText('申请成功，证书编号 GBWL-2026-101101'),
    ).toBeTruthy();
    expect(backend.calls(APPLY).map((c) => c.body)).toEqual([
      // Form-encoded: the year arrives as text.
      { year: String(new Date().getFullYear()) },
    ]);
    await waitFor(() => expect(backend.calls(LIST)).toHaveLength(2));
    expect(backend.calls(STATS)).toHaveLength(2);
  });

  it('shows the server refusal', async () => {
    backend
      .on(LIST, page([]))
      .on(STATS, stats({ requirementMet: true, canApply: true }))
      .on(APPLY, backend.failure('该年度学院证书已申请，请勿重复申请', 400));
    renderRoutes(PAGES, '/personalCenter');
    expect(await screen.findByText('暂无证书')).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: '申请学院证书' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      '该年度学院证书已申请，请勿重复申请',
    );
  });
});

describe('CertificateVerifyPage', () => {
  const open = (no: string) =>
    renderRoutes(PAGES, `/certificateVerify?no=${encodeURIComponent(no)}`);

  it('says valid with the masked holder', async () => {
    backend.on(VERIFY, {
      certNo: 'GBWL-2025-101001',
      status: 'VALID',
      holderName: '张*员',
      title: '结业证书',
      hours: 20,
      issueDate: '2025-07-01',
    });
    open('GBWL-2025-101001');
    expect(await screen.findByText('证书有效')).toBeTruthy();
    expect(screen.getByText('张*员')).toBeTruthy();
    expect(backend.calls(VERIFY).map((c) => c.query.get('no'))).toEqual([
      'GBWL-2025-101001',
    ]);
  });

  it('says revoked with the reason, and not found', async () => {
    backend.on(VERIFY, {
      certNo: 'GBWL-2024-101003',
      status: 'REVOKED',
      revokeReason: '学时重复计算',
      revokedAt: '2025-03-20',
    });
    open('GBWL-2024-101003');
    expect(await screen.findByText('证书已撤销')).toBeTruthy();
    expect(screen.getByText(/撤销原因：学时重复计算/)).toBeTruthy();
    cleanup();
    backend.on(VERIFY, {
      certNo: 'GBWL-2001-999999',
      status: 'NOT_FOUND',
    });
    open('GBWL-2001-999999');
    expect(await screen.findByText('未找到该证书')).toBeTruthy();
  });

  it('asks for a number when none is given', async () => {
    renderRoutes(PAGES, '/certificateVerify');
    expect(await screen.findByText(/请输入证书上的编号/)).toBeTruthy();
    expect(backend.calls()).toEqual([]);
  });
});
