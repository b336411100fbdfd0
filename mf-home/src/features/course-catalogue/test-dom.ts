/**
 * What antd needs from a browser and jsdom lacks (tests only), in a
 * desktop-wide window. No parameters: it is passed to beforeAll as is.
 */
export function installDomStubs(): void {
  installDomStubsAt(1366);
}

/**
 * The same for a window `width` px wide: the media queries answer for it,
 * so antd's breakpoints, hence the compact layout, follow it.
 */
export function installDomStubsAt(width: number): void {
  // The responsive grid asks matchMedia.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: mediaMatches(query, width),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  // TextArea's counter, Tree and List measure themselves.
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

/** Whether every min-/max-width condition of `query` holds at `width`. */
function mediaMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, px]) =>
    kind === 'min' ? width >= Number(px) : width <= Number(px),
  );
}
