// PLACEHOLDER: replaced by the page's implementation.
export function HomeworkPage() {
  return <p>建设中</p>;
}
