// The report as one static HTML file: the tables, with plots drawn as inline SVG. No script at all, and its
// own Content-Security-Policy allowing its one stylesheet by hash, so it opens under a policy as strict as
// the site's. Every value from a log is escaped.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../build/page-template.ts';
import { type Figures, fewSamples } from './figures.ts';
import { type LabRun, labValue } from './lab.ts';
import { metrics } from './queries.ts';
import { formatValue, percent, smallMark, type Table } from './tables.ts';

const style = `
:root { color-scheme: light dark; --ink: #1f1f1f; --paper: #fff; --rule: #d0d0d0; --bar: #3563c9; --fail: #c5221f; }
@media (prefers-color-scheme: dark) { :root { --ink: #e8e8e8; --paper: #161616; --rule: #444; --bar: #7aa2f7; --fail: #f28b82; } }
body { font: 15px/1.45 system-ui, sans-serif; color: var(--ink); background: var(--paper); margin: 2rem auto; max-width: 62rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin-top: 2.5rem; }
table { border-collapse: collapse; margin: .5rem 0; } th, td { padding: .2rem .6rem; border-bottom: 1px solid var(--rule); text-align: left; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; } td.path { word-break: break-all; }
.note { font-size: .9rem; margin: .2rem 0; } svg { display: block; max-width: 100%; height: auto; margin: .5rem 0; }
svg text { font: 12px system-ui, sans-serif; fill: var(--ink); }
.good { fill: #0cce6b; } .ni { fill: #ffa400; } .poor { fill: #ff4e42; } .bar { fill: var(--bar); } .fail { fill: var(--fail); }
`;

/** The policy the file carries: nothing but its own stylesheet. */
export const reportPolicy = (css: string) =>
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'; base-uri 'none'; form-action 'none'`;

const fixed = (n: number) => String(Math.round(n * 10) / 10);

function svg(label: string, width: number, height: number, body: string): string {
  return `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(label)}"><title>${escapeHtml(label)}</title>${body}</svg>`;
}

interface Bar {
  readonly label: string;
  readonly value: number;
  readonly text: string;
  readonly kind: 'bar' | 'fail';
}

/** Horizontal bars, each as long as its value against the largest. */
function bars(label: string, items: readonly Bar[]): string {
  const row = 22;
  const left = 170;
  const span = 380;
  const max = Math.max(...items.map((item) => item.value), 1e-9);
  const body = items
    .map((item, i) => {
      const y = i * row;
      const length = (item.value / max) * span;
      return `<text x="0" y="${y + 15}">${escapeHtml(item.label)}</text><rect class="${item.kind}" x="${left}" y="${y + 4}" width="${fixed(length)}" height="14"/><text x="${fixed(left + length + 6)}" y="${y + 15}">${escapeHtml(item.text)}</text>`;
    })
    .join('');
  return svg(label, 720, items.length * row + 4, body);
}

/** For each language and device, the good / needs-improvement / poor shares as one bar, with its p75. */
function shares(figures: Figures, lab: readonly LabRun[]): string {
  return metrics
    .map((metric) => {
      const rows = figures.vitals.filter((row) => row.metric === metric);
      if (rows.length === 0) return '';
      const row = 22;
      const left = 130;
      const span = 360;
      const legend = `<rect class="good" x="${left}" y="2" width="12" height="12"/><text x="${left + 16}" y="13">good</text><rect class="ni" x="${left + 70}" y="2" width="12" height="12"/><text x="${left + 86}" y="13">needs improvement</text><rect class="poor" x="${left + 220}" y="2" width="12" height="12"/><text x="${left + 236}" y="13">poor</text>`;
      const body = rows
        .map((vital, i) => {
          const y = (i + 1) * row;
          let x = left;
          const parts = (
            [
              ['good', vital.good],
              ['ni', vital.needsImprovement],
              ['poor', vital.poor],
            ] as const
          )
            .map(([kind, share]) => {
              const part = `<rect class="${kind}" x="${fixed(x)}" y="${y + 4}" width="${fixed(share * span)}" height="14"/>`;
              x += share * span;
              return part;
            })
            .join('');
          const measured = labValue(lab, vital.device, metric);
          const text = `p75 ${formatValue(metric, vital.p75)}${vital.samples < fewSamples ? smallMark : ''} · n ${vital.samples}${measured === undefined ? '' : ` · lab ${formatValue(metric, measured)}`}`;
          return `<text x="0" y="${y + 15}">${escapeHtml(`${vital.lang} · ${vital.device}`)}</text>${parts}<text x="${left + span + 8}" y="${y + 15}">${escapeHtml(text)}</text>`;
        })
        .join('');
      return `<h3>${metric}</h3>${svg(`${metric}: good, needs improvement and poor shares by language and device`, 720, (rows.length + 1) * row + 4, legend + body)}`;
    })
    .join('');
}

function htmlTable(table: Table): string {
  const cell = (tag: 'th' | 'td', text: string, i: number, header: string | undefined) => {
    const classes = table.numeric[i] ? ' class="n"' : header === 'path' ? ' class="path"' : '';
    return `<${tag}${classes}>${escapeHtml(text)}</${tag}>`;
  };
  const body =
    table.rows.length > 0
      ? `<table><thead><tr>${table.headers.map((h, i) => cell('th', h, i, h)).join('')}</tr></thead><tbody>${table.rows
          .map((row) => `<tr>${row.map((text, i) => cell('td', text, i, table.headers[i])).join('')}</tr>`)
          .join('')}</tbody></table>`
      : '<p>None.</p>';
  return `${body}${table.notes.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('')}`;
}

/** The plot that goes with a table, if any. */
function plotFor(table: Table, figures: Figures, lab: readonly LabRun[]): string {
  if (table.id === 'vitals') return shares(figures, lab);
  if (table.id === 'actions' && figures.actions.length > 0)
    return bars(
      'Actions per 100 views by language',
      figures.actions.flatMap((row) => {
        const shown = row.views + row.switchedIn;
        const rate = (count: number) => (shown > 0 ? (100 * count) / shown : 0);
        return (
          [
            ['shop', row.shop],
            ['seller', row.seller],
            ['cooperation', row.fetched + row.fallback],
          ] as const
        ).map(([action, count]) => ({
          label: `${row.lang} · ${action}`,
          value: rate(count),
          text: shown > 0 ? `${rate(count).toFixed(1)} per 100 (${count})` : `${count}`,
          kind: 'bar' as const,
        }));
      }),
    );
  if (table.id === 'lookups' && figures.lookups.length > 0)
    return bars(
      'Customer-service lookups by outcome',
      figures.lookups.map((row) => ({
        label: row.status > 0 ? `${row.outcome} ${row.status}` : row.outcome,
        value: row.lookups,
        text: `${row.lookups} (${percent(row.lookups / figures.lookupsAll.lookups)})`,
        kind: row.outcome === 'ok' ? ('bar' as const) : ('fail' as const),
      })),
    );
  return '';
}

/** The whole file: `heading` lines at the top, then each table under its title with its plot. */
export function htmlReport(
  heading: readonly string[],
  tables: readonly Table[],
  figures: Figures,
  lab: readonly LabRun[],
): string {
  const sections = tables
    .map((table) => `<section><h2>${escapeHtml(table.title)}</h2>${plotFor(table, figures, lab)}${htmlTable(table)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${reportPolicy(style)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Field report</title>
<style>${style}</style>
</head>
<body>
<h1>Field report</h1>
${heading.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${sections}
</body>
</html>
`;
}
