/**
 * What antd needs from a browser and jsdom lacks, for component tests.
 * The browser tests' setup installs it with no width: no media query
 * matches, which antd reads as its smallest breakpoint.
 */
export function installDomStubs(width?: number): void {
  // The responsive grid and the compact layout ask matchMedia.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: width !== undefined && mediaMatches(query, width),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  // Select, Table, TextArea's counter, Tree and List measure themselves.
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

/**
 * Media queries answer for a window `width` px wide, so antd's breakpoints,
 * hence the compact layout, follow it.
 */
export function setWindowWidth(width: number): void {
  installDomStubs(width);
}

/** Whether every min-/max-width condition of `query` holds at `width`. */
function mediaMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, px]) =>
    kind === 'min' ? width >= Number(px) : width <= Number(px),
  );
}
