// PLACEHOLDER: the overview until the tabs are built around it.
import { OverviewPage } from '../overview/overview-page';

export function LearningCentrePage() {
  return <OverviewPage />;
}
