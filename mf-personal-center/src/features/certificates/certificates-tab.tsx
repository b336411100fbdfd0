// PLACEHOLDER: replaced by the page's implementation.
export function CertificatesTab() {
  return <p>建设中</p>;
}
