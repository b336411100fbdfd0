// PLACEHOLDER: replaced by the page's implementation.
export function ClassNewsPage() {
  return <p>建设中</p>;
}
