// PLACEHOLDER: replaced by the page's implementation.
export function MobileCoursePage() {
  return <p>建设中</p>;
}
