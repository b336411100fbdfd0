import { safeHref } from '@portal/shared/format';
import {
  siteConfigAtom,
  useAtomValue,
  useTenantCapabilities,
} from '@portal/shared/state';
import { accentColor } from '@portal/shared/ui';
import type { ReactNode } from 'react';

import { ExternalLink } from '../ui/external-link';
import policeBadge from './police-badge.svg';

/** The footer's text, light grey on its dark ground (9.5:1). */
const FOOTER_TEXT = '#d9d9d9';

/** The filing link, at least 24 px tall for a finger (WCAG 2.5.8). */
function FilingLink({
  href,
  children,
}: {
  href: string | undefined;
  children: ReactNode;
}) {
  const style = {
    color: FOOTER_TEXT,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    minHeight: 24,
  };
  if (!href) return <span style={style}>{children}</span>;
  return (
    <ExternalLink href={href} style={style}>
      {children}
    </ExternalLink>
  );
}

export function PortalFooter() {
  const site = useAtomValue(siteConfigAtom);
  const { filingLink } = useTenantCapabilities();
  if (!site) return null;
  const { webConfig } = site;
  const lines = [
    webConfig.footerName1,
    webConfig.footerName2,
    webConfig.footerName3,
    webConfig.footerName4,
  ].filter(Boolean);
  // The public-security filing, for a tenant with that capability (DESIGN.md 3).
  const showFiling = filingLink && webConfig.filingText;
  return (
    <footer
      style={{
        borderTop: `4px solid ${accentColor(site)}`,
        background: '#2b2f36',
        color: FOOTER_TEXT,
        textAlign: 'center',
        padding: '20px 16px',
        lineHeight: 1.9,
        fontSize: 13,
      }}
    >
      {lines.map((line) => (
        <p key={line} style={{ margin: 0 }}>
          {line}
        </p>
      ))}
      {showFiling && (
        <p style={{ margin: 0 }}>
          <FilingLink href={safeHref(webConfig.filingUrl)}>
            <img src={policeBadge} alt="公安备案图标" width={16} height={16} />
            {webConfig.filingText}
          </FilingLink>
        </p>
      )}
    </footer>
  );
}
