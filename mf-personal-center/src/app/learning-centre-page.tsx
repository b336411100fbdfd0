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

import { PageTabs } from '../components/page-tabs';
import { CertificatesTab } from '../features/certificates/certificates-tab';
import { DispatchTab } from '../features/dispatch/dispatch-tab';
import { CollectionsTab } from '../features/learning-centre/collections-tab';
import { CoursesTab } from '../features/learning-centre/courses-tab';
import { EvaluationsTab } from '../features/learning-centre/evaluations-tab';
import { ExamsTab } from '../features/learning-centre/exams-tab';
import { PasswordTab } from '../features/learning-centre/password-tab';
import { ClassesTab } from '../features/learning-centre/classes-tab';
import { SubjectsTab } from '../features/learning-centre/subjects-tab';
import {
  queryForTab,
  TABS,
  tabFromQuery,
  type TabKey,
} from '../features/learning-centre/tabs';
import { fetchUnreadCount } from '../features/letters/letters.api';
import { LettersList } from '../features/letters/letters-list';
import { LearningOverview } from '../features/overview/overview-page';

function LettersTab() {
  return (
    <section aria-label="我的消息">
      <LettersList />
    </section>
  );
}

const PANES: Record<TabKey, ComponentType> = {
  projects: ClassesTab,
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
 * the address picks the tab (see features/learning-centre/tabs.ts), so a reload keeps it.
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
