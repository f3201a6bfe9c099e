// What goes to translators and comes back, whatever the format: plain text with rosetta's `{{placeholders}}`.

export const formats = ['xliff2', 'xliff1.2', 'po'] as const;
export type ExchangeFormat = (typeof formats)[number];

/** A key sent to translators: today's English, today's translation if any, and whether it translates today's English. */
export interface OutgoingUnit {
  readonly key: string;
  readonly source: string;
  readonly target?: string;
  /** The English a stale `target` was made from. */
  readonly translatedFrom?: string;
  readonly current: boolean;
}

/** A unit as a file gives it back, segments joined and placeholders restored; `problem` when it cannot be read. */
export interface IncomingUnit {
  readonly key: string;
  readonly source: string | undefined;
  readonly target: string | undefined;
  /** Marked finished by the translator's tool (translated, reviewed, final; not fuzzy). */
  readonly finished: boolean;
  readonly problem?: string;
}

/** One file (or `<file>`) for one target language: its BCP 47 tag, and other names that may name a language. */
export interface IncomingFile {
  readonly language: string | undefined;
  readonly names: readonly string[];
  readonly units: readonly IncomingUnit[];
}

/** A file that cannot be read at all: the message says what to do. */
export class ExchangeFileError extends Error {
  override name = 'ExchangeFileError';
}

/** The catalogue a file belongs to, as the file names it. */
export const originalOf = (code: string) => `locales/${code}.ts`;

export const placeholderPattern = /\{\{\s*(\w+)\s*\}\}/g;

/** The names of a message's placeholders, sorted: a translation must keep English's. */
export const placeholdersOf = (text: string) => Array.from(text.matchAll(placeholderPattern), (match) => match[1]).sort();

/** What a translator is told about a unit: the English a stale target was made from, and the placeholders to keep. */
export function notesFor(unit: OutgoingUnit): string[] {
  const placeholders = [...new Set(unit.source.match(placeholderPattern))];
  return [
    ...(unit.translatedFrom === undefined
      ? []
      : [`The translation here was made from older English: “${unit.translatedFrom}”. Translate today’s English.`]),
    ...(placeholders.length > 0 ? [`Keep ${placeholders.join(', ')} exactly as written: the page fills it in.`] : []),
  ];
}
