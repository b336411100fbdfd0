// PLACEHOLDER: replaced by the page's implementation.
export function TeacherInfoPage() {
  return <p>建设中</p>;
}
