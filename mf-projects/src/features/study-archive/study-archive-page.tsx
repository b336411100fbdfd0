// PLACEHOLDER: replaced by the page's implementation.
export function StudyArchivePage() {
  return <p>建设中</p>;
}
