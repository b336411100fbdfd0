// PLACEHOLDER: replaced by the page's implementation.
export function ClassListPage() {
  return <p>建设中</p>;
}
