// PLACEHOLDER: replaced by the page's implementation.
export function ColumnArticlePage() {
  return <p>建设中</p>;
}
