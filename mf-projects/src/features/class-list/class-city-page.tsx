// PLACEHOLDER: replaced by the page's implementation.
export function ClassCityPage() {
  return <p>建设中</p>;
}
