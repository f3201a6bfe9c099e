// Translations that know which English they translate: stale ones found, never shown, and sent to
// translators and back as XLIFF (scripts/translations/).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueSource, memoryStore } from '@marketplace-landing/harness/catalogue-store';
import { transformWithOxc } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import en, { type Catalogue } from '../../locales/en.ts';
import { type LanguageCode, languageFromTag, languages } from '../../locales/languages.ts';
import { createTranslator } from '../../locales/translate.ts';
import { staleKeys } from '../../scripts/build/plugins/stale-translations.ts';
import { inRepo } from '../../scripts/shared/paths.ts';
import { replaceValues, setStrings, stringsOf } from '../../scripts/translations/catalogue-source.ts';
import { readExchangeFile } from '../../scripts/translations/import.ts';
import { flatten, parseRecord, readRecord, statusOf } from '../../scripts/translations/records.ts';
import { exchangeFile, exportLanguage, importFile } from '../../scripts/translations/translations.ts';

const english = flatten(en);

/** A catalogue's TypeScript, evaluated as the page's chunk would be. */
async function evaluate(code: string): Promise<Catalogue> {
  const { code: js } = await transformWithOxc(code, 'catalogue.ts', { lang: 'ts' });
  return new Function(js.replace(/^export default /m, 'return '))() as Catalogue;
}

describe('the status of a translation', () => {
  it('is current, stale when English changed since, or missing', () => {
    const status = statusOf({ a: 'One', b: 'Two', c: 'Three' }, { a: 'Eins', b: 'Zwei' }, { a: 'One', b: 'Too' });
    expect(status).toEqual({ current: ['a'], stale: ['b'], missing: ['c'] });
  });
});

describe('a record of what a translation translates', () => {
  it.each(['{ broken', 'null', '[]', '{"hero.title": 1}'])('is refused by name when it reads %s', (text) => {
    expect(() => parseRecord('de', text)).toThrow(/^locales\/translated-from\/de\.json is not .*: restore it with git$/);
  });
});

describe('a stale translation', () => {
  it('is shown in English, as a missing one is; one translated again, in its language', async () => {
    // English changes its hero title; German is translated again through import, French is not.
    const changed = { ...english, 'hero.title': 'Everything you love, at your door' };
    const german = setStrings(catalogueSource('de'), 'de.ts', new Map([['hero.title', 'Alles, was Sie lieben, vor Ihrer Tür']]));
    /** What the page shows for the hero title in `code`, its catalogue as the build compiles it. */
    const shown = async (code: LanguageCode, text: string, recorded: Record<string, string>) => {
      const stale = staleKeys(text, `${code}.ts`, changed, recorded);
      const compiled = replaceValues(text, `${code}.ts`, new Map(stale.map((key) => [key, 'undefined'])));
      return createTranslator(code, await evaluate(compiled))('hero.title');
    };
    expect(staleKeys(catalogueSource('fr'), 'fr.ts', changed, readRecord('fr'))).toEqual(['hero.title']);
    expect(await shown('de', german, { ...readRecord('de'), 'hero.title': changed['hero.title'] })).toBe(
      'Alles, was Sie lieben, vor Ihrer Tür',
    );
    // The French title, stale, is not shown: the page's English is (en.ts's, here unchanged).
    expect(await shown('fr', catalogueSource('fr'), readRecord('fr'))).toBe(en.hero.title);
    expect(await shown('fr', catalogueSource('fr'), { ...readRecord('fr'), 'hero.title': changed['hero.title'] })).not.toBe(
      en.hero.title,
    );
  });
});

describe('a catalogue’s source', () => {
  it('takes a new string in its place, and a new key in its object, with quotes and backslashes kept', async () => {
    const code = "const x = {\n  hero: {\n    title: 'Old',\n  },\n};\nexport default x;\n";
    const edited = setStrings(code, 'x.ts', new Map(Object.entries({ 'hero.title': "It's \\ new", 'hero.extra': 'Plus' })));
    expect(await evaluate(edited)).toEqual({ hero: { title: "It's \\ new", extra: 'Plus' } });
  });
});

describe('files for translators', () => {
  it.each(['xliff2', 'xliff1.2', 'po'] as const)(
    'in %s, carry every string of every catalogue back, every character kept (CJK, Arabic, Thai, Devanagari, {{placeholders}}, & and quotes)',
    (format) => {
      for (const { code } of languages.filter((language) => language.code !== 'en')) {
        const translated = stringsOf(catalogueSource(code), `${code}.ts`);
        const units = Object.entries(translated).map(([key, target]) => ({
          key,
          source: english[key] ?? '',
          target,
          current: true,
        }));
        const [file] = readExchangeFile(new TextEncoder().encode(exchangeFile(format, code, units)), `${code}.${format}`);
        expect(languageFromTag(file?.language ?? '')).toBe(code);
        expect(Object.fromEntries((file?.units ?? []).map((unit) => [unit.key, unit.target]))).toEqual(translated);
        expect((file?.units ?? []).every((unit) => unit.finished && unit.source === english[unit.key])).toBe(true);
      }
    },
  );

  it('are not written for a language that is current: there is nothing to translate', async () => {
    expect(await exportLanguage('de')).toBeUndefined();
    expect(await exportLanguage('de', 'po', ['hero.title'])).toContain('msgctxt "hero.title"');
  });

  it('come back refused where a target’s placeholders differ from English’s, naming the key and the placeholders', async () => {
    const units = [{ key: 'meta.title', source: english['meta.title'] ?? '', target: 'Marktplatz ohne Marke', current: false }];
    const lines: string[] = [];
    const store = memoryStore();
    const notWritten = await importFile(
      new TextEncoder().encode(exchangeFile('po', 'de', units)),
      'de.po',
      (line) => lines.push(line),
      store,
    );
    expect(notWritten).toBe(1);
    expect(lines.join('\n')).toMatch(/de: refused meta\.title: the placeholders are \{\{—\}\}, English's are \{\{brand\}\}/);
    expect(store.catalogues.size).toBe(0);
  });
});

describe('npm run translations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'translations-command-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(inRepo('node_modules', '.bin', 'tsx'), [inRepo('scripts', 'translations', 'translations.ts'), ...args], {
      cwd: inRepo(),
      encoding: 'utf8',
    });

  it('import exits 1 when it refused a unit, naming it, and writes nothing it refused', () => {
    const file = join(dir, 'refused.xlf');
    writeFileSync(
      file,
      `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="de">
        <unit id="constructor"><segment state="final"><source>x</source><target>y</target></segment></unit>
      </file></xliff>`,
    );
    const before = catalogueSource('de');
    const result = run('import', file);
    expect(result.stdout).toMatch(/de: refused constructor: no key of English/);
    expect(result.stderr).toMatch(/1 unit\(s\) of .*refused\.xlf not written/);
    expect(result.status).toBe(1);
    expect(catalogueSource('de')).toBe(before);
  });

  it('export says there is nothing to translate, writes no file and exits 0, for a language that is current', () => {
    const file = join(dir, 'de.xlf');
    const result = run('export', 'de', file, '--format', 'xliff1.2');
    expect(result.stdout).toMatch(/de: nothing to translate/);
    expect(result.status).toBe(0);
    expect(existsSync(file)).toBe(false);
  });
});
