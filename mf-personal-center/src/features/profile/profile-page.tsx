// PLACEHOLDER: replaced by the page's implementation.
export function ProfilePage() {
  return <p>建设中</p>;
}
