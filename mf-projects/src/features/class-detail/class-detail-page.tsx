// PLACEHOLDER: replaced by the page's implementation.
export function ClassDetailPage() {
  return <p>建设中</p>;
}

// PLACEHOLDER: replaced by the page's implementation.
export function OpenClassDetailPage() {
  return <p>建设中</p>;
}
