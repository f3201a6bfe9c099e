// What the translators' tests send an agency and read back: German, translated before English changed its two
// titles, and without hero.learnMore, a key English has since added.
import { catalogueSource, englishChangedAt, memoryStore } from '@marketplace-landing/harness/catalogue-store';
import { stringsOf } from '../../scripts/translations/catalogue-source.ts';
import { importExchangeFile } from '../../scripts/translations/import.ts';
import { readRecord } from '../../scripts/translations/records.ts';
import { unitsToTranslate } from '../../scripts/translations/translations.ts';

export const english = englishChangedAt({
  'hero.title': 'Everything you love, at your door',
  'meta.title': '{{brand}}: shop, sell and partner in one place',
});
export const germanWithout = catalogueSource('de').replace(/\n\s*learnMore: '[^']*',/, '');
export const units = unitsToTranslate(english, stringsOf(germanWithout, 'de.ts'), readRecord('de'));

/** Imports `file`, named `name`, over that German: the keys whose German changed, what the import said and wrote. */
export async function importBack(file: Uint8Array, name: string) {
  const store = memoryStore({ catalogues: { de: germanWithout } });
  const lines: string[] = [];
  const notWritten = await importExchangeFile(file, name, english, store, (line) => lines.push(line));
  const before = stringsOf(germanWithout, 'de.ts');
  const after = store.strings('de');
  const changed = Object.keys(after).filter((key) => after[key] !== before[key]);
  return { changed, after, notWritten, log: lines.join('\n'), record: store.records.get('de') ?? {} };
}
