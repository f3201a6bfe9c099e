// nginx's reports log, read line by line: each line one accepted report as nginx wrote it
// (`{"time":"…","report":"<the report as JSON>"}`), plain or gzipped as Debian's logrotate leaves it.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { type AcceptedReport, checkReport, type ReportRow, reportRows } from '../../machines/lib/fieldReport.ts';

/** One line of a log, as rows of the flat table, or why it is not a report. */
export type LogLine = { readonly time: string; readonly rows: ReportRow[] } | { readonly fault: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A line of the log read back: the shape nginx writes, holding a report the one validator accepts (the
 * log holds nothing else, so anything else is damage or forgery) and the host's `bot` flag. The fault
 * never quotes the line: a log is no safe thing to echo to a terminal.
 */
export function readLine(line: string): LogLine {
  let outer: unknown;
  try {
    outer = JSON.parse(line);
  } catch {
    return { fault: 'not JSON' };
  }
  if (!isObject(outer) || Object.keys(outer).length !== 2 || typeof outer.time !== 'string' || typeof outer.report !== 'string')
    return { fault: 'not {"time": string, "report": string}' };
  if (Number.isNaN(Date.parse(outer.time))) return { fault: 'time is not a date' };
  let inner: unknown;
  try {
    inner = JSON.parse(outer.report);
  } catch {
    return { fault: 'report is not JSON' };
  }
  if (!isObject(inner) || typeof inner.bot !== 'boolean') return { fault: 'report has no bot flag' };
  const { bot, ...body } = inner;
  // Checked as parsed: the line's own text may weigh more than the body nginx took (1e5 is written 100000).
  const checked = checkReport(body);
  if (!checked.ok) return { fault: `report refused: ${checked.reason}` };
  const report: AcceptedReport = { ...checked.report, bot };
  return { time: outer.time, rows: reportRows(report) };
}

/** The lines of `file`, gunzipped when it starts with gzip's magic bytes (not by its name: `.log.1` is plain, `.log.2.gz` is not). */
export async function* linesOf(file: string): AsyncGenerator<string> {
  const handle = await open(file);
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const raw = createReadStream(file);
  const stream = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  // A broken gzip errors the gunzip stream, not the file's; readline only sees the stream it reads.
  raw.on('error', (error) => stream.destroy(error));
  yield* createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
}
