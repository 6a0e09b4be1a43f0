/**
 * docs/benchmarks.md is written in sections, one per bench (api, web, build), so running one
 * bench replaces its own section and keeps the others' latest figures.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const REPORT_PATH = 'docs/benchmarks.md';

const HEADER = `# Benchmarks

Measured on the project's own machine (2 cores, 24 GiB), loopback only. Timings are reported, never
asserted in tests: the machine is noisy, so compare ratios and medians, not single numbers.
Reproduce with \`npm run bench\` (or \`bench:api\`, \`bench:web\`, \`bench:build\`).
`;

/** Replaces (or appends) the section between its markers. */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  let text = existsSync(REPORT_PATH) ? readFileSync(REPORT_PATH, 'utf8') : HEADER;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  mkdirSync(dirname(REPORT_PATH), { recursive: true });
  writeFileSync(REPORT_PATH, text);
  console.log(`Written: ${REPORT_PATH} (${name})`);
}

/** A Markdown table from rows of cells. */
export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export interface BarSeries {
  label: string;
  color: string;
  values: number[];
}

/** A grouped horizontal bar chart as SVG (no chart library needed for a report). */
export function barChartSvg(title: string, categories: string[], series: BarSeries[], unit: string): string {
  const rowHeight = 14 * series.length + 10;
  const labelWidth = 230;
  const plotWidth = 480;
  const height = 60 + categories.length * rowHeight + 20 * series.length;
  const max = Math.max(1, ...series.flatMap((s) => s.values.filter(Number.isFinite)));
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${labelWidth + plotWidth + 90}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="20" font-size="14" font-weight="bold">${escapeXml(title)}</text>`,
  ];
  categories.forEach((category, i) => {
    const y = 40 + i * rowHeight;
    parts.push(`<text x="${labelWidth - 6}" y="${y + rowHeight / 2}" text-anchor="end">${escapeXml(category)}</text>`);
    series.forEach((s, j) => {
      const value = s.values[i] ?? NaN;
      if (!Number.isFinite(value)) return;
      const w = Math.max(1, (value / max) * plotWidth);
      const by = y + j * 14;
      parts.push(`<rect x="${labelWidth}" y="${by}" width="${w.toFixed(1)}" height="12" fill="${s.color}"/>`);
      parts.push(`<text x="${labelWidth + w + 4}" y="${by + 10}">${value.toFixed(value < 10 ? 1 : 0)} ${unit}</text>`);
    });
  });
  const legendY = 40 + categories.length * rowHeight + 10;
  series.forEach((s, j) => {
    parts.push(`<rect x="${labelWidth}" y="${legendY + j * 18}" width="12" height="12" fill="${s.color}"/>`);
    parts.push(`<text x="${labelWidth + 18}" y="${legendY + j * 18 + 10}">${escapeXml(s.label)}</text>`);
  });
  parts.push('</svg>');
  return parts.join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch] ?? ch);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}
