// PLACEHOLDER: replaced by the page's implementation.
export function MultipleIndexPage() {
  return <p>建设中</p>;
}

// PLACEHOLDER: replaced by the page's implementation.
export function LiteraryIndexPage() {
  return <p>建设中</p>;
}
