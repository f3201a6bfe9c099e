// The report for the terminal: each table in columns two spaces apart, its notes under it.
import type { Table } from './tables.ts';

const width = (text: string) => Array.from(text).length;

/** `table` as lines of plain text. */
export function textTable(table: Table): string[] {
  const widths = table.headers.map((header, i) => Math.max(width(header), ...table.rows.map((row) => width(row[i] ?? ''))));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => {
        const pad = ' '.repeat((widths[i] ?? 0) - width(cell));
        return table.numeric[i] ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  return [table.title, ...(table.rows.length > 0 ? [line(table.headers), ...table.rows.map(line)] : ['(none)']), ...table.notes];
}

/** The whole report: its title and `heading` lines, then each table with a blank line before it. */
export const textReport = (heading: readonly string[], tables: readonly Table[]) =>
  ['Field report', ...heading, ...tables.flatMap((table) => ['', ...textTable(table)])].join('\n');
