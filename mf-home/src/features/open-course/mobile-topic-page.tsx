// PLACEHOLDER: replaced by the page's implementation.
export function MobileTopicPage() {
  return <p>建设中</p>;
}
