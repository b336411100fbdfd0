import {
  unreadLettersAtom,
  useAtomValue,
  userInfoAtom,
  useSetAtom,
} from '@portal/shared/state';
import { useCompactLayout } from '@portal/shared/ui';
import { Card, Skeleton, Typography } from 'antd';
import { type ComponentType, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { PageTabs } from '../../ui/page-tabs';
import { CertificatesTab } from '../certificates/certificates-tab';
import { DispatchTab } from '../dispatch/dispatch-tab';
import { fetchUnreadCount } from '../letters/letters.api';
import { LettersList } from '../letters/letters-list';
import { LearningOverview } from '../overview/overview-page';
import { CollectionsTab } from './collections-tab';
import { CoursesTab } from './courses-tab';
import { EvaluationsTab } from './evaluations-tab';
import { ExamsTab } from './exams-tab';
import { PasswordTab } from './password-tab';
import { ProjectsTab } from './projects-tab';
import { SubjectsTab } from './subjects-tab';
import { queryForTab, TABS, tabFromQuery, type TabKey } from './tabs';

function LettersTab() {
  return (
    <section aria-label="我的消息">
      <LettersList />
    </section>
  );
}

const PANES: Record<TabKey, ComponentType> = {
  projects: ProjectsTab,
  courses: CoursesTab,
  subjects: SubjectsTab,
  certificates: CertificatesTab,
  collections: CollectionsTab,
  letters: LettersTab,
  dispatch: DispatchTab,
  password: PasswordTab,
  exams: ExamsTab,
  evaluations: EvaluationsTab,
};

/**
 * 学习中心 (/personalCenter): the overview and the tabs; `acativeId` in
 * the address picks the tab (see ./tabs.ts), so a reload keeps it.
 */
export function LearningCentrePage() {
  const user = useAtomValue(userInfoAtom);
  const setUnread = useSetAtom(unreadLettersAtom);
  const [params, setParams] = useSearchParams();
  const active = tabFromQuery(params);

  // The count may have changed since the shell loaded it.
  useEffect(() => {
    if (!user) return;
    let live = true;
    fetchUnreadCount().then(
      (n) => live && setUnread(n),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [user, setUnread]);

  const compact = useCompactLayout();
  const choose = (key: TabKey) => setParams(queryForTab(params, key));

  if (!user) return <Skeleton active />;
  const Pane = PANES[active.key];
  return (
    <div data-testid="mf-personal-center-page">
      <LearningOverview user={user} onOpenLetters={() => choose('letters')} />
      <Card
        style={{ marginTop: 16 }}
        // The lists need the phone's width more than the card's margin.
        styles={compact ? { body: { padding: 12 } } : undefined}
      >
        <PageTabs
          tabs={TABS}
          active={active.key}
          onChange={choose}
          label="学习中心"
        >
          <Pane />
        </PageTabs>
      </Card>
      <Typography.Text
        type="secondary"
        style={{ display: 'block', marginTop: 16, fontSize: 12 }}
      >
        mf-personal-center 版本 {__APP_VERSION__}
      </Typography.Text>
    </div>
  );
}
