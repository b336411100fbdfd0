// PLACEHOLDER: replaced by the page's implementation.
export function GraduationExamPage() {
  return <p>建设中</p>;
}

// PLACEHOLDER: replaced by the page's implementation.
export function GraduationReviewPage() {
  return <p>建设中</p>;
}
