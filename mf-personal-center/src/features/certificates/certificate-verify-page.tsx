// PLACEHOLDER: replaced by the page's implementation.
export function CertificateVerifyPage() {
  return <p>建设中</p>;
}
