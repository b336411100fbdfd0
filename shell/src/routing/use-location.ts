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

/** The address the render tier is drawing (it has no `location`). */
let serverAddress: URL | null = null;

/** Set by the render tier before each render of a page. */
export function renderingAddress(url: URL | null): void {
  serverAddress = url;
}

// While hydrating, React reads the server's value: the page's own address.
const serverPath = () => serverAddress?.pathname ?? location.pathname;
const serverSearch = () => serverAddress?.search ?? location.search;

export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, () => location.pathname, serverPath);
}

export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, () => location.search, serverSearch);
}
