// PLACEHOLDER: replaced by the page's implementation.
export function ClassMembersPage() {
  return <p>建设中</p>;
}

// PLACEHOLDER: replaced by the page's implementation.
export function OpenClassMembersPage() {
  return <p>建设中</p>;
}
