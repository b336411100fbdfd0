// PLACEHOLDER: replaced by the page's implementation.
export function SharePage() {
  return <p>建设中</p>;
}
