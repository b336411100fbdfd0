// PLACEHOLDER: replaced by the page's implementation.
export function CertificatePage() {
  return <p>建设中</p>;
}
