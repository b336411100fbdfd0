// PLACEHOLDER: replaced by the page's implementation.
export function SurveyListPage() {
  return <p>建设中</p>;
}

// PLACEHOLDER: replaced by the page's implementation.
export function SurveyPage() {
  return <p>建设中</p>;
}

// PLACEHOLDER: replaced by the page's implementation.
export function EvaluationPreviewPage() {
  return <p>建设中</p>;
}
