// PLACEHOLDER: replaced by the page's implementation.
export function ContentSharePage() {
  return <p>建设中</p>;
}
