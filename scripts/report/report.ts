// `npm run report -- LOG…`: nginx's reports logs (rotated and gzipped ones too) read into DuckDB, the
// figures printed as tables and written as one static HTML file. docs/operators.md, "The report".
import { statSync, writeFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain } from '../shared/is-main.ts';
import { inRepo, repo } from '../shared/paths.ts';
import { readFigures, thresholds } from './figures.ts';
import { htmlReport } from './html.ts';
import { readLab } from './lab.ts';
import { type Agent, agents, type DialectName, dialects, metrics, queries } from './queries.ts';
import { loadLogs } from './store.ts';
import { reportTables } from './tables.ts';
import { textReport } from './text.ts';

export const usage =
  'npm run report -- LOG… [--html FILE] [--agent person|automated|bot] [--top N] [--bench DIR] [--rows FILE.csv|FILE.parquet]\n       npm run report -- --sql duckdb|clickhouse|analytics-engine';

/** How many unreadable lines stderr names one by one before it only counts them. */
const namedFaults = 100;

export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly cwd: string;
}

const day = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The report as `argv` asks; the exit status. */
export async function runReport(argv: readonly string[], io: Io): Promise<number> {
  const fail = (message: string) => {
    io.err(`report: ${message}\nusage: ${usage}\n`);
    return 1;
  };
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    return fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.sql !== undefined) {
    if (!Object.hasOwn(dialects, values.sql)) return fail(`no dialect ${values.sql}`);
    io.out(`${sqlOf(values.sql as DialectName)}\n`);
    return 0;
  }
  const agent = values.agent as Agent;
  if (!agents.includes(agent)) return fail(`--agent is one of ${agents.join(', ')}`);
  const top = Number(values.top);
  if (!Number.isInteger(top) || top < 1) return fail('--top is a whole number from 1');
  if (positionals.length === 0) return fail('name at least one log');
  const files = positionals.map((file) => resolve(io.cwd, file));
  for (const [i, file] of files.entries()) {
    let isFile = false;
    try {
      isFile = statSync(file).isFile();
    } catch {
      io.err(`report: no such file: ${positionals[i]}\n`);
      return 1;
    }
    if (!isFile) {
      io.err(`report: not a file: ${positionals[i]}\n`);
      return 1;
    }
  }

  const store = await loadLogs(files);
  try {
    // Each file as it was typed.
    const named = (file: string) => positionals[files.indexOf(file)] ?? file;
    for (const fault of store.faults.slice(0, namedFaults)) io.err(`${named(fault.file)}:${fault.line}: ${fault.fault}\n`);
    if (store.faults.length > 0)
      io.err(
        `report: ${store.faults.length} line${store.faults.length === 1 ? '' : 's'} not read as reports${store.faults.length > namedFaults ? ` (the first ${namedFaults} named above)` : ''}\n`,
      );
    for (const { file, reason } of store.unreadable) io.err(`report: ${named(file)} ends early: ${reason}\n`);

    const figures = await readFigures(store.run, dialects.duckdb, agent, top);
    const benchDir = resolve(io.cwd, values.bench);
    const lab = readLab(benchDir);
    const tables = reportTables(figures, lab, shownPath(benchDir, values.bench));
    const heading = [
      `${files.length} file${files.length === 1 ? '' : 's'}, ${store.lines} lines, ${store.faults.length} not read as reports.`,
      figures.period ? `From ${day(figures.period.first)} to ${day(figures.period.last)}.` : 'No reports.',
    ];
    io.out(`${textReport(heading, tables)}\n`);
    const html = resolve(io.cwd, values.html);
    try {
      writeFileSync(html, htmlReport(heading, tables, figures, lab));
    } catch (error) {
      io.err(`report: cannot write ${html}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
      return 1;
    }
    io.err(`report: HTML written to ${html}\n`);
    if (values.rows !== undefined) {
      const rows = resolve(io.cwd, values.rows);
      try {
        await store.writeRows(rows);
      } catch (error) {
        io.err(`report: cannot write ${rows}: ${(error as Error).message}\n`);
        return 1;
      }
      io.err(`report: rows written to ${rows}\n`);
    }
    return 0;
  } finally {
    store.close();
  }
}

/** A folder as a report prints it: relative to the repository when inside it, else as it was typed. */
function shownPath(path: string, typed: string): string {
  const inside = relative(repo, path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : typed;
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      html: { type: 'string', default: 'report.html' },
      agent: { type: 'string', default: 'person' },
      top: { type: 'string', default: '20' },
      bench: { type: 'string', default: inRepo('bench-results') },
      sql: { type: 'string' },
      rows: { type: 'string' },
    },
  });
}

/** Every query of the report in `dialect`, for pasting into its console (people's figures). */
function sqlOf(dialect: DialectName): string {
  const q = queries(dialects[dialect], 'person', 20);
  const { vital, ...rest } = q;
  return [
    ...Object.entries(rest).map(([name, sql]) => `-- ${name}\n${sql};`),
    ...metrics.map((metric) => `-- vital ${metric}\n${vital(metric, thresholds[metric])};`),
  ].join('\n\n');
}

if (isMain(import.meta.url))
  process.exitCode = await runReport(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    // npm runs a script in the package's folder; the paths typed are relative to where it was typed.
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
