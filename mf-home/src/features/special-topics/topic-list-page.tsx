// PLACEHOLDER: replaced by the page's implementation.
export function TopicListPage() {
  return <p>建设中</p>;
}
