// PLACEHOLDER: replaced by the page's implementation.
export function OperateGuidePage() {
  return <p>建设中</p>;
}
