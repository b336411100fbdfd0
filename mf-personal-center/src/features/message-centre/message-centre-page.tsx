// PLACEHOLDER: replaced by the page's implementation.
export function MessageCentrePage() {
  return <p>建设中</p>;
}
