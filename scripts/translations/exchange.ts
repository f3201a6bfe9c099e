// What goes to translators and comes back, whatever the file's format (XLIFF 2.0, XLIFF 1.2, PO): the
// units as plain text with rosetta's `{{placeholders}}`, each format's own markup left to its module.

export const formats = ['xliff2', 'xliff1.2', 'po'] as const;
export type ExchangeFormat = (typeof formats)[number];

/** A key sent to translators. */
export interface OutgoingUnit {
  readonly key: string;
  /** Today's English. */
  readonly source: string;
  /** Today's translation, if there is one. */
  readonly target?: string;
  /** The English `target` was made from, when it is not today's (the target is stale). */
  readonly translatedFrom?: string;
  /** Whether `target` translates today's English. */
  readonly current: boolean;
}

/** What a file says about one unit, read as its format writes it. */
export interface IncomingUnit {
  /** The unit's id (XLIFF) or msgctxt (PO): a dotted key, if the file is ours. */
  readonly key: string;
  /** The English the translator saw, segments joined and placeholders restored. */
  readonly source: string | undefined;
  /** The translation, segments joined and placeholders restored; undefined when there is none. */
  readonly target: string | undefined;
  /** Whether the translator's tool marks the target as finished (translated, reviewed, final, not fuzzy). */
  readonly finished: boolean;
  /** Why the unit cannot be read (an inline code with no placeholder, say), naming what was found. */
  readonly problem?: string;
}

/** One file (or `<file>`) of units for one target language. */
export interface IncomingFile {
  /** The target language as the file gives it (a BCP 47 tag: `trgLang`, `target-language`, PO `Language`). */
  readonly language: string | undefined;
  /** Other names the file gives itself (`<file id>`, `original`), each of which may name a language. */
  readonly names: readonly string[];
  readonly units: readonly IncomingUnit[];
}

/** A file that cannot be read at all: the message says what to do. */
export class ExchangeFileError extends Error {
  override name = 'ExchangeFileError';
}

/** The catalogue a file belongs to, as the file names it (`original` of our exports). */
export const originalOf = (code: string) => `locales/${code}.ts`;

/** Every `{{placeholder}}` of a text, in order, with where it stands. */
export const placeholderPattern = /\{\{\s*\w+\s*\}\}/g;

/** The text of a file's bytes: UTF-8 only (a BOM is dropped), anything else refused with what to do. */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new ExchangeFileError(`${file} is UTF-16: save it as UTF-8 and import it again`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ExchangeFileError(
      `${file} is not UTF-8 (Latin-1 or another legacy encoding?): save it as UTF-8 and import it again`,
    );
  }
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/.exec(text)?.[1];
  if (declared && !/^utf-?8$/i.test(declared))
    throw new ExchangeFileError(`${file} declares encoding="${declared}": save it as UTF-8 and import it again`);
  return text;
}

/** Which format a file's text is written in, from the text itself. */
export function formatOf(text: string, file: string): ExchangeFormat {
  const root = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(<xliff\b[^>]*>)/.exec(text)?.[1];
  if (root) {
    const version = /\bversion\s*=\s*["']([^"']+)["']/.exec(root)?.[1];
    if (version === '1.2') return 'xliff1.2';
    if (version === '2.0' || version === '2.1') return 'xliff2';
    throw new ExchangeFileError(`${file}: XLIFF version ${version ?? '(none)'}: export again as XLIFF 2.0 or 1.2, or as PO`);
  }
  if (/^(?:msgctxt|msgid)\s+"/m.test(text)) return 'po';
  throw new ExchangeFileError(`${file} is neither XLIFF (1.2, 2.0) nor PO`);
}
