// The logs in DuckDB, embedded: each accepted report's rows, flattened by the same reportRows() the Worker
// writes to Analytics Engine, so that the one table and the one set of queries serve every store.
import { DuckDBInstance, timestampTZValue } from '@duckdb/node-api';
import { reportColumns } from '../../machines/lib/fieldReport.ts';
import type { Runner } from './figures.ts';
import { linesOf, readLine } from './logs.ts';
import { table } from './queries.ts';

/** A line that was not a report, named for the operator (by position only: its text is not echoed). */
export interface Fault {
  readonly file: string;
  readonly line: number;
  readonly fault: string;
}

export interface Store {
  readonly run: Runner;
  /** Lines read, and the ones that were not reports. */
  readonly lines: number;
  readonly faults: readonly Fault[];
  /** A file that ended early (a gzip cut short, say), after the lines it gave. */
  readonly unreadable: readonly { readonly file: string; readonly reason: string }[];
  /** The flat rows (without `weight`) to `file`, as Parquet when its name ends so, else CSV with a header: for loading into ClickHouse. */
  writeRows(file: string): Promise<void>;
  close(): void;
}

/** `files` read into an in-memory DuckDB table; a line that is not a report is counted and skipped, never fatal. */
export async function loadLogs(files: readonly string[]): Promise<Store> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  // Times as UTC wherever they are written (the rows' CSV).
  await connection.run(`SET TimeZone = 'UTC'`);
  const columns = [
    ...reportColumns.blobs.map((name) => `${name} VARCHAR`),
    ...reportColumns.doubles.map((name) => `${name} DOUBLE`),
    'time TIMESTAMPTZ',
    'weight DOUBLE',
  ];
  await connection.run(`CREATE TABLE ${table} (${columns.join(', ')})`);
  const appender = await connection.createAppender(table);
  const faults: Fault[] = [];
  const unreadable: { file: string; reason: string }[] = [];
  let lines = 0;
  for (const file of files) {
    let number = 0;
    try {
      for await (const text of linesOf(file)) {
        number += 1;
        lines += 1;
        const read = readLine(text);
        if ('fault' in read) {
          faults.push({ file, line: number, fault: read.fault });
          continue;
        }
        const micros = BigInt(Date.parse(read.time)) * 1000n;
        for (const row of read.rows) {
          for (const name of reportColumns.blobs) appender.appendVarchar(row[name]);
          for (const name of reportColumns.doubles) appender.appendDouble(row[name]);
          appender.appendTimestampTZ(timestampTZValue(micros));
          appender.appendDouble(1);
          appender.endRow();
        }
      }
    } catch (error) {
      unreadable.push({
        file,
        reason: `${(error as NodeJS.ErrnoException).code ?? (error as Error).message} after line ${number}`,
      });
    }
  }
  appender.closeSync();
  return {
    run: async (sql) => (await connection.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[],
    lines,
    faults,
    unreadable,
    writeRows: async (file) => {
      const format = file.endsWith('.parquet') ? 'FORMAT parquet' : 'FORMAT csv, HEADER';
      await connection.run(`COPY (SELECT * EXCLUDE (weight) FROM ${table}) TO '${file.replaceAll("'", "''")}' (${format})`);
    },
    close: () => {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
