// PLACEHOLDER: replaced by the page's implementation.
export function ColumnListPage() {
  return <p>建设中</p>;
}
