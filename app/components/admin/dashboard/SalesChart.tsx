import { useEffect, useRef, useState } from 'react';
import type { AdminStats } from '../../../../common/admin-stats';
import { formatRupees } from '../../../../common/money';
import { shortDay } from '../../../lib/admin-dashboard';

/** The chart's height in px: the server's placeholder has the same, so nothing moves when it draws. */
const HEIGHT = 260;
const BRAND = '#4338ca';
const ACCENT = '#d97706';

/**
 * Revenue (bars, ₹ on the left) and orders (a line, on the right) per IST day, drawn by uPlot
 * (docs/decisions/0062). uPlot is imported in the browser only, after hydration, so neither the
 * storefront nor the server bundle carries it; the server renders an empty frame of the same size.
 * The canvas is hidden from screen readers: the same figures are the 'Figures per day' table.
 */
export function SalesChart({ days }: { days: AdminStats['byDay'] }) {
  const frame = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let live = true;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (!live) return;
        const x = days.map((_, index) => index);
        const bars = UPlot.paths.bars?.({ size: [0.6, 48] });
        chart = new UPlot(
          {
            width: element.clientWidth,
            height: HEIGHT,
            legend: { show: false },
            cursor: { show: false },
            scales: { x: { time: false, range: [-0.5, Math.max(days.length - 0.5, 0.5)] }, rupees: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.1] }, orders: { range: (_u, _min, max) => [0, Math.max(Math.ceil(max * 1.1), 1)] } },
            axes: [
              { values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) && days[tick] ? shortDay(days[tick].date) : '')), stroke: '#52525b', grid: { show: false } },
              { scale: 'rupees', values: (_u, ticks) => ticks.map((tick) => formatRupees(Math.round(tick))), stroke: '#52525b', grid: { stroke: '#e4e4e7' }, size: 72 },
              { scale: 'orders', side: 1, values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')), stroke: '#52525b', grid: { show: false } },
            ],
            series: [
              {},
              { label: 'Revenue', scale: 'rupees', fill: `${BRAND}cc`, stroke: BRAND, paths: bars, points: { show: false } },
              { label: 'Orders', scale: 'orders', stroke: ACCENT, width: 2, points: { show: days.length <= 31, size: 6, fill: ACCENT } },
            ],
          },
          [x, days.map((day) => day.revenue), days.map((day) => day.orders)],
          element,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
        observer.observe(element);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days]);

  return (
    <div>
      <div aria-hidden="true" className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-700">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm" style={{ background: BRAND }} /> Revenue (₹, left)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4" style={{ background: ACCENT }} /> Orders (right)
        </span>
      </div>
      <div ref={frame} aria-hidden="true" data-testid="sales-chart" className="w-full overflow-hidden" style={{ height: HEIGHT }}>
        {failed && <p className="py-8 text-center text-sm text-zinc-600">The chart could not be drawn; the figures per day are below.</p>}
      </div>
    </div>
  );
}
