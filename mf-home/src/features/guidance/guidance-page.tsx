// PLACEHOLDER: replaced by the page's implementation.
export function GuidancePage() {
  return <p>建设中</p>;
}
