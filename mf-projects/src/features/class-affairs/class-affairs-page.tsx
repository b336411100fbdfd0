// PLACEHOLDER: replaced by the page's implementation.
export function ClassAffairsPage() {
  return <p>建设中</p>;
}
