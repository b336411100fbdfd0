/**
 * A bar chart drawn by Chartist (SVG, no dependencies). Only the archive's
 * files import this module, so the library sits in the archive's chunk.
 * The chart is one image for assistive technology (`label` describes its
 * figures); the pages also show the figures in a table.
 */
import { BarChart } from 'chartist';
import { useEffect, useRef } from 'react';

interface BarChartViewProps {
  labels: readonly string[];
  values: readonly number[];
  /** The figures in words: the chart's accessible name. */
  label: string;
  horizontal?: boolean;
  height?: number;
  /** Width reserved for the category labels of a horizontal chart. */
  labelWidth?: number;
  color?: string;
  testId?: string;
}

/** Chartist's look for bar charts (its stylesheet, trimmed and scoped). */
export const CHART_CSS = `
.archive-chart .ct-label{fill:rgba(0,0,0,.65);color:rgba(0,0,0,.65);font-size:12px;line-height:1;display:flex}
.archive-chart .ct-label.ct-horizontal.ct-end{align-items:flex-start;justify-content:center;text-align:center}
.archive-chart .ct-label.ct-vertical.ct-start{align-items:flex-end;justify-content:flex-end;text-align:right}
.archive-chart.ct-horizontal-bars .ct-label.ct-horizontal.ct-end{justify-content:flex-start;text-align:left}
.archive-chart.ct-horizontal-bars .ct-label.ct-vertical.ct-start{align-items:center;justify-content:flex-end;text-align:right;padding-right:4px}
.archive-chart .ct-grid{stroke:rgba(0,0,0,.15);stroke-width:1px;stroke-dasharray:2px}
.archive-chart .ct-grid-background{fill:none}
.archive-chart .ct-bar{fill:none;stroke-width:16px;stroke:var(--archive-bar,#c8161d)}
.archive-chart .ct-bar-value{font-size:11px;fill:rgba(0,0,0,.75)}
.archive-chart svg{display:block;overflow:visible}
`;

export function BarChartView({
  labels,
  values,
  label,
  horizontal = false,
  height = 240,
  labelWidth = 96,
  color = '#c8161d',
  testId,
}: BarChartViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Redraw only when the figures change, not on every render.
  const key = JSON.stringify([labels, values, horizontal, height]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const [labelList, valueList] = JSON.parse(key) as [string[], number[]];
    const chart = new BarChart(
      element,
      { labels: labelList, series: [valueList] },
      {
        height,
        horizontalBars: horizontal,
        reverseData: horizontal,
        low: 0,
        chartPadding: {
          top: 16,
          right: horizontal ? 32 : 8,
          bottom: 0,
          left: 0,
        },
        axisX: horizontal
          ? { onlyInteger: true, showGrid: true }
          : { showGrid: false },
        axisY: horizontal
          ? { offset: labelWidth, showGrid: false }
          : { onlyInteger: true, offset: 32 },
      },
    );
    // The value beside each bar, so the printed chart carries its figures.
    chart.on('draw', (data) => {
      if (data.type !== 'bar') return;
      const raw: number | Partial<Record<'x' | 'y', number>> = data.value;
      const value = Number(
        typeof raw === 'number' ? raw : horizontal ? raw.x : raw.y,
      );
      if (!Number.isFinite(value) || value <= 0) return;
      const text = String(Math.round(value * 100) / 100);
      const attrs = horizontal
        ? { x: data.x2 + 4, y: data.y2 + 4 }
        : { x: data.x2, y: data.y2 - 6, 'text-anchor': 'middle' };
      data.group.elem('text', attrs, 'ct-bar-value').text(text);
    });
    return () => {
      chart.detach();
      element.replaceChildren();
    };
  }, [key, height, horizontal, labelWidth]);

  return (
    <div
      ref={ref}
      role="img"
      aria-label={label}
      data-testid={testId}
      className={`archive-chart${horizontal ? ' ct-horizontal-bars' : ''}`}
      style={{ ['--archive-bar' as string]: color, minHeight: height }}
    />
  );
}
