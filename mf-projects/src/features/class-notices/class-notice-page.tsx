// PLACEHOLDER: replaced by the page's implementation.
export function ClassNoticePage() {
  return <p>建设中</p>;
}
