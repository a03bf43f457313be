/**
 * An account's balance over time, drawn by uPlot (a maintained charting
 * library, bundled with the console: nothing loads from elsewhere, and it sets
 * its styles through the DOM, which the console's CSP allows). A step line:
 * the balance holds until the next movement. The figures themselves are in
 * the statement's table beside it, which is what a screen reader reads; the
 * chart says so in its label.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { money } from '../../lib/format';

export interface BalancePoint {
  /** A business day, YYYY-MM-DD. */
  day: string;
  balance: number;
}

const DAY_SECONDS = 86_400;

export function BalanceChart({ points, currencyCode, label }: { points: BalancePoint[]; currencyCode: string; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element || points.length === 0) return;
    const xs = points.map((p) => Date.parse(`${p.day}T00:00:00Z`) / 1000);
    const ys = points.map((p) => p.balance);
    // One day only (a statement of a single day): a day either side, so the step has room to be seen.
    const [first, last] = [xs[0], xs[xs.length - 1]];
    const span: [number, number] = first === last ? [first - DAY_SECONDS, last + DAY_SECONDS] : [first, last];
    const plot = new uPlot(
      {
        width: Math.max(320, Math.min(element.clientWidth || 800, 960)),
        height: 220,
        legend: { show: false },
        // Business days are UTC days: the axis reads them so wherever the browser is.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        cursor: { show: true, drag: { x: false, y: false } },
        scales: { x: { time: true, range: () => span } },
        axes: [{ stroke: '#1f2933' }, { stroke: '#1f2933', size: 80, values: (_u, ticks) => ticks.map((v) => `${money(v)}`) }],
        series: [{}, { label: `Balance (${currencyCode})`, stroke: '#1f6f5c', width: 2, fill: 'rgba(31, 111, 92, 0.12)', paths: uPlot.paths.stepped?.({ align: 1 }) }],
      },
      [xs, ys],
      element,
    );
    return () => plot.destroy();
  }, [points, currencyCode]);
  return <div className="balance-chart" ref={holder} role="img" aria-label={label} />;
}
