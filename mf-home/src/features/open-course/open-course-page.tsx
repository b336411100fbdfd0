// PLACEHOLDER: replaced by the page's implementation.
export function OpenCoursePage() {
  return <p>建设中</p>;
}
