/**
 * Renders the target rows of docs/performance.md as a bar chart
 * (docs/performance.svg): each bar is a measured figure as a percentage of what
 * its target asks, so 100% is "just met" whatever the unit. An SVG needs no
 * native image library and shows in any browser or code review.
 *
 * Run on its own (`tsx bench/chart.ts`) or at the end of `npm run bench`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { projectFile } from './paths.js';

interface Bar {
  label: string;
  percentOfTarget: number;
  met: boolean;
}

/** Reads "≥ 70% of ...: 54%" (ratio targets) and "≥ 1,000/s: met" style cells. */
function barsFrom(markdown: string): Bar[] {
  const bars: Bar[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| measurement') || line.startsWith('| ---')) continue;
    const cells = line.split('|').map((c) => c.trim());
    const [, what, database, rate, , p99, rss] = cells;
    const target = cells[8] ?? '';
    if (!target) continue;
    const label = `${what} (${database})`.replace(/\s+/g, ' ');
    const ratio = /≥ (\d+)% of [^:]+: (\d+)%/.exec(target);
    if (ratio) {
      bars.push({ label, percentOfTarget: (Number(ratio[2]) / Number(ratio[1])) * 100, met: !/not met/.test(target) });
      continue;
    }
    const perSecond = /≥ ([\d,]+)\/s/.exec(target);
    const measuredRate = /([\d.]+) (?:instr|req)\/s/.exec(rate ?? '');
    if (perSecond && measuredRate) {
      bars.push({ label, percentOfTarget: (Number(measuredRate[1]) / Number(perSecond[1].replace(/,/g, ''))) * 100, met: !/not met/.test(target) });
      continue;
    }
    const pgbench = /≥ pgbench \(([\d.]+) tps\)/.exec(target);
    if (pgbench && measuredRate) {
      bars.push({ label, percentOfTarget: (Number(measuredRate[1]) / Number(pgbench[1])) * 100, met: !/not met/.test(target) });
      continue;
    }
    const latency = /p99 ≤ (\d+) ms/.exec(target);
    const measuredP99 = /([\d.]+) ms/.exec(p99 ?? '');
    if (latency && measuredP99) {
      // For a ceiling, the bar is how much of the allowance is left: target / measured.
      bars.push({ label, percentOfTarget: (Number(latency[1]) / Math.max(Number(measuredP99[1]), 0.001)) * 100, met: !/not met/.test(target) });
      continue;
    }
    const duration = /≤ (\d+) s:/.exec(target);
    const measuredSeconds = /in ([\d.]+) s/.exec(cells[9] ?? '');
    if (duration) {
      // A job that failed outright, or a duration over its ceiling: allowance / measured.
      const seconds = measuredSeconds ? Number(measuredSeconds[1]) : Number.POSITIVE_INFINITY;
      bars.push({ label, percentOfTarget: (Number(duration[1]) / seconds) * 100, met: !/not met/.test(target) });
      continue;
    }
    const memory = /≤ (\d+) MB/.exec(target);
    if (memory && rss) {
      bars.push({ label, percentOfTarget: (Number(memory[1]) / Math.max(Number(rss), 1)) * 100, met: !/not met/.test(target) });
    }
  }
  return bars;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function renderChart(markdown: string): string {
  const bars = barsFrom(markdown);
  const labelWidth = 700;
  const barWidth = 420;
  const rowHeight = 22;
  const top = 50;
  const maxPercent = Math.max(200, ...bars.map((b) => Math.min(b.percentOfTarget, 400)));
  const scale = barWidth / maxPercent;
  const height = top + bars.length * rowHeight + 40;
  const width = labelWidth + barWidth + 80;
  const rows = bars.map((bar, index) => {
    const y = top + index * rowHeight;
    const length = Math.max(1, Math.min(bar.percentOfTarget, maxPercent) * scale);
    const colour = bar.met ? '#2e7d32' : '#c62828';
    return [
      `<text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end">${escape(bar.label)}</text>`,
      `<rect x="${labelWidth}" y="${y + 3}" width="${length.toFixed(1)}" height="${rowHeight - 6}" fill="${colour}"/>`,
      `<text x="${(labelWidth + length + 6).toFixed(1)}" y="${y + 15}">${Math.round(bar.percentOfTarget)}%</text>`,
    ].join('');
  });
  const targetX = labelWidth + 100 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="white"/>
<text x="10" y="22" font-size="15" font-weight="bold">Measured figure as a percentage of its target (docs/decisions/quality-targets.md; 100% = just met; green met, red not met)</text>
${rows.join('\n')}
<line x1="${targetX}" y1="${top - 6}" x2="${targetX}" y2="${height - 34}" stroke="black" stroke-dasharray="4 3"/>
<text x="${targetX}" y="${height - 18}" text-anchor="middle">target</text>
</svg>
`;
}

export function writeChart(markdownPath: URL, svgPath: URL): void {
  writeFileSync(svgPath, renderChart(readFileSync(markdownPath, 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeChart(projectFile('docs/performance.md'), projectFile('docs/performance.svg'));
  console.log('wrote docs/performance.svg');
}
