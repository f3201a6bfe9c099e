// PO (GNU gettext) as Poedit, Weblate and translate-toolkit write it: msgctxt the dotted key, msgid today's
// English, a stale target fuzzy with the English it was made from as a comment.
import { type GetTextTranslation, po } from 'gettext-parser';
import { ExchangeFileError, type IncomingFile, notesFor, type OutgoingUnit, originalOf, placeholderPattern } from './exchange.ts';

export function writePo(code: string, tag: string, units: readonly OutgoingUnit[]): string {
  const translations: Record<string, Record<string, GetTextTranslation>> = { '': { '': { msgid: '', msgstr: [''] } } };
  for (const unit of units) {
    const flags = [
      ...(unit.target !== undefined && !unit.current ? ['fuzzy'] : []),
      // Weblate's check for `{{placeholders}}`; translate-toolkit's `pofilter --mozilla -t variables` checks them too.
      ...(unit.source.match(placeholderPattern) ? ['i18next-interpolation'] : []),
    ];
    // The key as a reference too: translate-toolkit's po2xliff keeps references and drops msgctxt.
    const comments = { reference: unit.key, extracted: notesFor(unit).join('\n'), flag: flags.join(', ') };
    translations[unit.key] = { [unit.source]: { msgctxt: unit.key, msgid: unit.source, msgstr: [unit.target ?? ''], comments } };
  }
  const headers = {
    'Project-Id-Version': originalOf(code),
    Language: tag,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
  };
  return po.compile({ charset: 'utf-8', headers, translations }).toString('utf8');
}

/** A PO file's entries: the key from msgctxt, or from its one reference when a tool dropped msgctxt. */
export function readPo(text: string, file: string): IncomingFile[] {
  let data: ReturnType<typeof po.parse>;
  try {
    data = po.parse(text, { validation: true });
  } catch (error) {
    throw new ExchangeFileError(`${file} is not a PO file gettext reads: ${(error as Error).message}`);
  }
  const charset = /charset=([^;\s]+)/i.exec(data.headers['Content-Type'] ?? '')?.[1];
  if (charset && !/^utf-?8$/i.test(charset))
    throw new ExchangeFileError(`${file} declares charset=${charset}: save it as UTF-8 and import it again`);
  const entries = Object.values(data.translations).flatMap((context) => Object.values(context));
  const units = entries
    .filter((entry) => entry.msgid !== '')
    .map((entry) => {
      const key = entry.msgctxt ?? (entry.comments?.reference ?? '').split(/\s+/).filter(Boolean).join(' ');
      if (entry.msgid_plural !== undefined)
        return { key, source: entry.msgid, target: undefined, finished: false, problem: 'plural forms have no place here' };
      const fuzzy = (entry.comments?.flag ?? '').split(',').some((flag) => flag.trim() === 'fuzzy');
      const target = entry.msgstr[0] || undefined;
      return { key, source: entry.msgid, target, finished: target !== undefined && !fuzzy };
    });
  const names = [data.headers['Project-Id-Version'] ?? ''].filter((name) => name.startsWith('locales/'));
  return [{ language: data.headers.Language || undefined, names, units }];
}
