// PLACEHOLDER: replaced by the page's implementation.
export function TopicDetailPage() {
  return <p>建设中</p>;
}

// PLACEHOLDER: replaced by the page's implementation.
export function OpenTopicDetailPage() {
  return <p>建设中</p>;
}
