// PLACEHOLDER: replaced by the page's implementation.
export function TeacherListPage() {
  return <p>建设中</p>;
}
