// PLACEHOLDER: replaced by the page's implementation.
export function ColumnDetailPage() {
  return <p>建设中</p>;
}

// PLACEHOLDER: replaced by the page's implementation.
export function OpenColumnDetailPage() {
  return <p>建设中</p>;
}
