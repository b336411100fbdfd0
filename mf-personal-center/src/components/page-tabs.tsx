import { siteConfigAtom, useAtomValue } from '@portal/shared/state';
import {
  accentTextColor,
  BORDER_SUBTLE,
  PRIMARY_TOUCH_HEIGHT,
  useCompactLayout,
} from '@portal/shared/ui';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/** One tab: its key (also in the element ids) and its label. */
export interface PageTab<K extends string> {
  key: K;
  label: string;
}

/** Fades the strip's edge where more tabs lie beyond it. */
function edgeMask(before: boolean, after: boolean): string | undefined {
  if (!before && !after) return undefined;
  const start = before ? 'transparent 0, #000 32px' : '#000 0';
  const end = after ? '#000 calc(100% - 32px), transparent 100%' : '#000 100%';
  return `linear-gradient(to right, ${start}, ${end})`;
}

/** Keys that move between tabs (WAI-ARIA tabs pattern, automatic activation). */
function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs whose every tab stays reachable. antd's Tabs hides the tabs that do
 * not fit in a `…` menu (and axe finds that menu's list without its tabs),
 * and its tab label is only 22 px tall; so the list is drawn here. On a
 * desktop the tabs wrap onto a second line when they do not fit; under
 * 1024 px they are 44 px tall and stay on one line in a strip of their own
 * that scrolls sideways, with the chosen tab scrolled into sight. Only the
 * chosen tab's content is rendered.
 */
export function PageTabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
}: {
  tabs: readonly PageTab<K>[];
  active: K;
  onChange(key: K): void;
  label: string;
  /** The chosen tab's content. */
  children: ReactNode;
}) {
  const compact = useCompactLayout();
  const site = useAtomValue(siteConfigAtom);
  const accent = accentTextColor(site);
  const prefix = useId();
  const strip = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${prefix}-tab-${key}`;
  const panelId = (key: K) => `${prefix}-panel-${key}`;
  const [edges, setEdges] = useState({ before: false, after: false });

  const measureEdges = useCallback(() => {
    const scroller = strip.current;
    if (!scroller) return;
    const before = scroller.scrollLeft > 1;
    const after =
      scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
    setEdges((old) =>
      old.before === before && old.after === after ? old : { before, after },
    );
  }, []);

  // Bring the chosen tab into the strip's view without scrolling the page.
  useEffect(() => {
    const scroller = strip.current;
    if (!compact || !scroller) return;
    const tab = scroller.querySelector<HTMLElement>('[aria-selected="true"]');
    if (tab) {
      const left = tab.offsetLeft;
      const right = left + tab.offsetWidth;
      const view = scroller.scrollLeft;
      if (left < view || right > view + scroller.clientWidth) {
        scroller.scrollLeft = Math.max(0, left - 24);
      }
    }
    measureEdges();
  }, [active, compact, measureEdges]);

  // The strip's width follows the window's (rotation, a resized window).
  useEffect(() => {
    if (!compact) return;
    window.addEventListener('resize', measureEdges);
    return () => window.removeEventListener('resize', measureEdges);
  }, [compact, measureEdges]);

  const mask = compact ? edgeMask(edges.before, edges.after) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const next = nextIndex(event.key, at, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    document.getElementById(tabId(tab.key))?.focus();
  };

  return (
    <>
      <div
        ref={strip}
        role="tablist"
        aria-label={label}
        onScroll={compact ? measureEdges : undefined}
        style={{
          display: 'flex',
          flexWrap: compact ? 'nowrap' : 'wrap',
          columnGap: compact ? 20 : 32,
          position: 'relative',
          borderBottom: `1px solid ${BORDER_SUBTLE}`,
          marginBottom: 16,
          ...(compact
            ? {
                overflowX: 'auto',
                overscrollBehaviorX: 'contain',
                // Thin, not hidden: a mouse in a narrow window still needs it.
                scrollbarWidth: 'thin',
                maskImage: mask,
              }
            : {}),
        }}
      >
        {tabs.map((tab, i) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              // Only the chosen tab's panel exists.
              aria-controls={selected ? panelId(tab.key) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => onKeyDown(event, i)}
              style={{
                flex: 'none',
                minHeight: compact ? PRIMARY_TOUCH_HEIGHT : 46,
                padding: '0 2px',
                border: 0,
                borderBottom: `2px solid ${selected ? accent : 'transparent'}`,
                // Over the list's own line, as antd's ink bar is.
                marginBottom: compact ? 0 : -1,
                background: 'none',
                color: selected ? accent : 'rgba(0, 0, 0, 0.88)',
                fontSize: 14,
                fontWeight: selected ? 500 : 400,
                whiteSpace: 'nowrap',
                cursor: 'pointer',
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(active)}
        aria-labelledby={tabId(active)}
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
