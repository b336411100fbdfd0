import { useSyncExternalStore } from 'react';

// single-spa fires a popstate after every pushState/replaceState, so this
// hears navigations made by any remote as well as the Back button.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, () => location.pathname);
}

export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, () => location.search);
}
