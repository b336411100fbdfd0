// PLACEHOLDER: replaced by the page's implementation.
export function ErrorSharePage() {
  return <p>建设中</p>;
}
