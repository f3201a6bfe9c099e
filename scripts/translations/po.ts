// PO (GNU gettext), as Poedit, Weblate and translate-toolkit write it: msgctxt the dotted key, msgid
// today's English, a stale target marked fuzzy with the English it was made from as a comment.
import gettextParser, { type PoEntry } from 'gettext-parser';
import { ExchangeFileError, type IncomingFile, type OutgoingUnit, originalOf, placeholderPattern } from './exchange.ts';

/** Weblate's check for `{{placeholders}}`; translate-toolkit's `pofilter --mozilla -t variables` checks them too. */
export const placeholderFlag = 'i18next-interpolation';

export function writePo(code: string, tag: string, units: readonly OutgoingUnit[]): string {
  const entries = units.map((unit): PoEntry => {
    const placeholders = [...new Set(unit.source.match(placeholderPattern) ?? [])];
    const flags = [
      ...(unit.target !== undefined && !unit.current ? ['fuzzy'] : []),
      ...(placeholders.length > 0 ? [placeholderFlag] : []),
    ];
    const extracted = [
      ...(unit.translatedFrom !== undefined
        ? [`The translation here was made from older English: “${unit.translatedFrom}”. Translate today’s English.`]
        : []),
      ...(placeholders.length > 0 ? [`Keep ${placeholders.join(', ')} exactly as written: the page fills it in.`] : []),
    ];
    return {
      msgctxt: unit.key,
      msgid: unit.source,
      msgstr: [unit.target ?? ''],
      // The key as a reference too: translate-toolkit's po2xliff keeps references and drops msgctxt.
      comments: { reference: unit.key, extracted: extracted.join('\n'), flag: flags.join(', ') },
    };
  });
  const translations: Record<string, Record<string, PoEntry>> = { '': { '': { msgid: '', msgstr: [''] } } };
  for (const entry of entries) translations[entry.msgctxt ?? ''] = { [entry.msgid]: entry };
  return gettextParser.po
    .compile({
      charset: 'utf-8',
      headers: {
        'Project-Id-Version': originalOf(code),
        Language: tag,
        'MIME-Version': '1.0',
        'Content-Type': 'text/plain; charset=UTF-8',
        'Content-Transfer-Encoding': '8bit',
      },
      translations,
    })
    .toString('utf8');
}

/** A PO file's entries: the key from msgctxt, or from its one reference when a tool dropped msgctxt. */
export function readPo(text: string, file: string): IncomingFile[] {
  let data: ReturnType<typeof gettextParser.po.parse>;
  try {
    data = gettextParser.po.parse(text, { validation: true });
  } catch (error) {
    throw new ExchangeFileError(`${file} is not a PO file gettext reads: ${(error as Error).message}`);
  }
  const charset = /charset=([^;\s]+)/i.exec(data.headers['Content-Type'] ?? '')?.[1];
  if (charset && !/^utf-?8$/i.test(charset))
    throw new ExchangeFileError(`${file} declares charset=${charset}: save it as UTF-8 and import it again`);
  const entries = Object.values(data.translations)
    .flatMap((context) => Object.values(context))
    .filter((entry) => entry.msgid !== '');
  return [
    {
      language: data.headers.Language || undefined,
      names: [data.headers['Project-Id-Version'] ?? ''].filter((name) => name.startsWith('locales/')),
      units: entries.map((entry) => {
        const references = (entry.comments?.reference ?? '').split(/\s+/).filter(Boolean);
        const key = entry.msgctxt ?? (references.length === 1 ? (references[0] ?? '') : references.join(' '));
        const fuzzy = (entry.comments?.flag ?? '').split(',').some((flag) => flag.trim() === 'fuzzy');
        if (entry.msgid_plural !== undefined)
          return { key, source: entry.msgid, target: undefined, finished: false, problem: 'plural forms have no place here' };
        const target = entry.msgstr[0] || undefined;
        return { key, source: entry.msgid, target, finished: target !== undefined && !fuzzy };
      }),
    },
  ];
}
