// PLACEHOLDER: replaced by the page's implementation.
export function YearArchivePage() {
  return <p>建设中</p>;
}

// PLACEHOLDER: replaced by the page's implementation.
export function YearArchiveXJPage() {
  return <p>建设中</p>;
}
