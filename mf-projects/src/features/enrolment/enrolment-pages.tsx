// PLACEHOLDER: replaced by the page's implementation.
export function EnrollmentQrPage() {
  return <p>建设中</p>;
}

// PLACEHOLDER: replaced by the page's implementation.
export function ErrorCodePage() {
  return <p>建设中</p>;
}
