// PLACEHOLDER: replaced by the page's implementation.
export function StudyStatisticsPage() {
  return <p>建设中</p>;
}
