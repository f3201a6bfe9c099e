// Issue 39: an import records a translation as current only when it was made for today's English, for
// the file's target language, and finished. Each case below is one a translation agency's tools really
// produce (files hand-written as CAT tools write them); every unit not taken is named.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bytes, catalogueSource, english, englishChangedAt, memoryStore } from '@marketplace-landing/harness/catalogue-store';
import { afterAll, describe, expect, it } from 'vitest';
import { inRepo } from '../../scripts/shared/paths.ts';
import { setStrings, stringsOf } from '../../scripts/translations/catalogue-source.ts';
import { ExchangeFileError, type ExchangeFormat } from '../../scripts/translations/exchange.ts';
import { importExchangeFile } from '../../scripts/translations/import.ts';
import { readRecord } from '../../scripts/translations/records.ts';
import { exchangeFile, formatCatalogue, unitsToTranslate } from '../../scripts/translations/translations.ts';

// English changes its hero title after German was translated: German's title is stale.
const englishNow = englishChangedAt({ 'hero.title': 'Everything you love, at your door' });

/** Imports `file` against `englishNow` into a copy of the catalogues; what it logged and left. */
async function importInto(file: string | Uint8Array, english = englishNow, store = memoryStore()) {
  const lines: string[] = [];
  const notWritten = await importExchangeFile(
    typeof file === 'string' ? bytes(file) : file,
    'agency.xlf',
    english,
    store,
    (line) => lines.push(line),
  );
  return { notWritten, log: lines.join('\n'), store };
}

/** An XLIFF 2.0 file as a CAT tool writes it back: the given <unit>s in a <file> for `trgLang`. */
const xliff2 = (units: string, { trgLang = 'de', fileId = 'de' } = {}) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="${trgLang}">
  <file id="${fileId}">
${units}
  </file>
</xliff>`;
const unit2 = (id: string, source: string, target: string, state = 'translated') =>
  `<unit id="${id}"><segment state="${state}"><source>${source}</source><target>${target}</target></segment></unit>`;
const heroTitle = (target: string, state = 'translated') => unit2('hero.title', englishNow['hero.title'] ?? '', target, state);

describe('a stale translation sent back untouched', () => {
  const untouched = (format: ExchangeFormat) =>
    exchangeFile(format, 'de', unitsToTranslate(englishNow, stringsOf(catalogueSource('de'), 'de.ts'), readRecord('de')));

  it.each(['xliff2', 'xliff1.2', 'po'] as const)(
    'in %s, stays stale, named, and the import says so in its exit count',
    async (format) => {
      const { notWritten, log, store } = await importInto(untouched(format));
      expect(log).toMatch(/de: left\s+hero\.title: the translation is the one already there, made for older English/);
      expect(notWritten).toBe(1);
      expect(store.catalogues.size + store.records.size).toBe(0);
    },
  );

  it('stays stale even when a tool marks it translated without changing it', async () => {
    const marked = untouched('xliff2').replace('state="initial"', 'state="final"');
    expect(marked).toContain('state="final"');
    const { log, store } = await importInto(marked);
    expect(log).toMatch(/left\s+hero\.title/);
    expect(store.records.size).toBe(0);
  });
});

describe('a file made for an older English', () => {
  it('is left stale, per key: its <source> is not today’s English', async () => {
    const translated = xliff2(heroTitle('Alles, was Sie lieben, bis an Ihre Tür'));
    const englishLater = englishChangedAt({ 'hero.title': 'Everything you love, delivered tomorrow' });
    const { log, store } = await importInto(translated, englishLater);
    expect(log).toMatch(/left\s+hero\.title: its source is not today’s English/);
    expect(store.catalogues.size).toBe(0);
    // The same file against the English it was made for is written.
    const now = await importInto(translated);
    expect(now.store.strings('de')['hero.title']).toBe('Alles, was Sie lieben, bis an Ihre Tür');
    expect(now.store.records.get('de')?.['hero.title']).toBe(englishNow['hero.title']);
  });
});

describe('the catalogue a file goes to', () => {
  const german = heroTitle('Alles, was Sie lieben, bis an Ihre Tür');

  it('is refused when trgLang says fr and <file id> says de', async () => {
    await expect(importInto(xliff2(german, { trgLang: 'fr', fileId: 'de' }))).rejects.toThrow(/fr \(fr\).*names itself de/);
  });

  it('is refused when <file id> says fr and trgLang says de', async () => {
    await expect(importInto(xliff2(german, { trgLang: 'de', fileId: 'fr' }))).rejects.toThrow(ExchangeFileError);
  });

  it('comes from trgLang when a tool renamed the file id (f1)', async () => {
    const { store } = await importInto(xliff2(german, { fileId: 'f1' }));
    expect(store.strings('de')['hero.title']).toBe('Alles, was Sie lieben, bis an Ihre Tür');
  });

  it('is our code for a BCP 47 tag: zh-CN is cn, fil is ph', async () => {
    const { store } = await importInto(xliff2(heroTitle('您喜爱的一切，送货上门'), { trgLang: 'zh-CN', fileId: 'f1' }));
    expect(store.strings('cn')['hero.title']).toBe('您喜爱的一切，送货上门');
    const filipino = await importInto(
      xliff2(heroTitle('Lahat ng gusto mo, hanggang sa pinto mo'), { trgLang: 'fil', fileId: 'f1' }),
    );
    expect(filipino.store.strings('ph')['hero.title']).toBe('Lahat ng gusto mo, hanggang sa pinto mo');
  });

  it('is refused when the file names no target language', async () => {
    await expect(importInto(xliff2(german).replace(' trgLang="de"', ''))).rejects.toThrow(/names no target language/);
  });
});

describe('nothing a CAT tool does is lost in silence', () => {
  const notFound = englishChangedAt({ 'notFound.message': 'Oops! This page is not here' });

  it('joins a unit split into segments (and what lies between them)', async () => {
    const split = xliff2(`<unit id="notFound.message">
      <segment state="translated"><source>Oops!</source><target>Hoppla!</target></segment>
      <ignorable><source> </source></ignorable>
      <segment state="final"><source>This page is not here</source><target>Diese Seite gibt es nicht</target></segment>
    </unit>`);
    const { store } = await importInto(split, notFound);
    expect(store.strings('de')['notFound.message']).toBe('Hoppla! Diese Seite gibt es nicht');
  });

  it('leaves a unit one of whose segments is not finished, naming it', async () => {
    const split = xliff2(`<unit id="notFound.message">
      <segment state="translated"><source>Oops!</source><target>Hoppla!</target></segment>
      <segment state="initial"><source> This page is not here</source><target> Diese Seite gibt es nicht</target></segment>
    </unit>`);
    const { log, store } = await importInto(split, notFound);
    expect(log).toMatch(/left\s+notFound\.message: not marked finished/);
    expect(store.catalogues.size).toBe(0);
  });

  it('reads <ph> as its placeholder and <mrk> as its text; refuses <pc>, by key', async () => {
    const file = xliff2(`<unit id="meta.title">
      <originalData><data id="d1">{{brand}}</data></originalData>
      <segment state="translated">
        <source><ph id="1" dataRef="d1"/>: shop, sell and partner on one marketplace</source>
        <target><ph id="1" dataRef="d1"/>: einkaufen, verkaufen, <mrk id="m1" type="term">Partner</mrk> werden</target>
      </segment>
    </unit>
    ${heroTitle('Alles, was Sie <pc id="p1">lieben</pc>, bis an Ihre Tür')}`);
    const { log, store } = await importInto(file);
    expect(store.strings('de')['meta.title']).toBe('{{brand}}: einkaufen, verkaufen, Partner werden');
    expect(log).toMatch(/refused hero\.title: <pc> stands for no \{\{placeholder\}\}/);
  });

  it('refuses a <ph> that stands for no placeholder of English’s, by key', async () => {
    const file = xliff2(`<unit id="meta.title"><segment state="translated">
        <source><ph id="1" equiv="{{brand}}"/>: shop, sell and partner on one marketplace</source>
        <target><ph id="1" equiv="&lt;br/&gt;"/>: einkaufen</target>
      </segment></unit>`);
    const { log } = await importInto(file);
    expect(log).toMatch(/refused meta\.title: <ph> stands for no \{\{placeholder\}\}/);
  });

  it('leaves state="initial" (not finished), naming the key', async () => {
    const { log, store } = await importInto(xliff2(heroTitle('Alles, was Sie lieben, bis an Ihre Tür', 'initial')));
    expect(log).toMatch(/left\s+hero\.title: not marked finished/);
    expect(store.catalogues.size).toBe(0);
  });

  it('names every unit with an empty or no target', async () => {
    const file = xliff2(`${heroTitle('')}
      <unit id="hero.subtitle"><segment><source>${english['hero.subtitle']}</source></segment></unit>`);
    const { log, notWritten } = await importInto(file);
    expect(log).toMatch(/left\s+hero\.title: no translation/);
    expect(log).toMatch(/left\s+hero\.subtitle: no translation/);
    expect(notWritten).toBe(2);
  });

  it('refuses a Latin-1 file, with or without saying so, and writes nothing', async () => {
    const latin1 = (declaration: string) =>
      Buffer.from(xliff2(heroTitle('Qualitätsgeprüft, bis an Ihre Tür')).replace('encoding="UTF-8"', declaration), 'latin1');
    await expect(importInto(latin1('encoding="ISO-8859-1"'))).rejects.toThrow(/not UTF-8|declares encoding="ISO-8859-1"/);
    await expect(importInto(latin1('encoding="UTF-8"'))).rejects.toThrow(/is not UTF-8/);
  });

  it('refuses a UTF-16 file with what to do, not a parser’s stack', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(xliff2(heroTitle('Alles')).replace('UTF-8', 'UTF-16'), 'utf16le'),
    ]);
    await expect(importInto(utf16)).rejects.toThrow(/UTF-16: save it as UTF-8/);
  });

  it('refuses U+FFFD, the mark of characters already lost to a wrong encoding', async () => {
    const { log } = await importInto(xliff2(heroTitle('Qualit\ufffdtsgepr\ufffdft')));
    expect(log).toMatch(/refused hero\.title: the translation holds U\+FFFD/);
  });
});

describe('a catalogue an import writes', () => {
  it('refuses a carriage return, NUL or right-to-left override in a target, naming key and character', async () => {
    const file = xliff2(`${unit2('hero.title', english['hero.title'] ?? '', 'Alles, was Sie lieben,&#13;geliefert')}
      ${unit2('hero.subtitle', english['hero.subtitle'] ?? '', 'Ein Marktplatz\u202E für alle')}
      ${unit2('hero.learnMore', english['hero.learnMore'] ?? '', 'So geht es\u0000')}`);
    const { log, store } = await importInto(file, english);
    expect(log).toMatch(/refused hero\.title: the translation holds U\+000D \(carriage return\)/);
    expect(log).toMatch(/refused hero\.subtitle: the translation holds U\+202E \(right-to-left override\)/);
    expect(log).toMatch(/refused hero\.learnMore: the translation holds U\+0000 \(NUL\)|not well-formed/);
    expect(store.catalogues.size).toBe(0);
  });

  it('escapes every invisible character it is given, so that tsc reads the file and git shows it as text', () => {
    const code = "const x = {\n  a: 'old',\n};\nexport default x;\n";
    const text = 'a\r\u0000b\u202e\u2068c\u2069\u200f';
    const edited = setStrings(code, 'x.ts', new Map([['a', text]]));
    for (const invisible of ['\r', '\u0000', '\u202e', '\u2068', '\u2069', '\u200f']) expect(edited).not.toContain(invisible);
    expect(stringsOf(edited, 'x.ts').a).toBe(text);
  });

  it('refuses unit ids no key of English has (constructor, __proto__, toString), by name, and writes the rest', async () => {
    const ids = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
    const file = xliff2(ids.map((id) => unit2(id, 'x', 'y')).join('\n') + heroTitle('Alles, was Sie lieben, bis an Ihre Tür'));
    const { log, store, notWritten } = await importInto(file);
    for (const id of ids) expect(log).toContain(`refused ${id}: no key of English`);
    expect(notWritten).toBe(4);
    expect(store.strings('de')['hero.title']).toBe('Alles, was Sie lieben, bis an Ihre Tür');
    expect(Object.keys(store.records.get('de') ?? {})).not.toContain('constructor');
  });

  describe('passes tsc and Biome, a key it adds indented as Biome writes it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('(a missing hero.learnMore and a long stale description, written back)', async () => {
      // German without its hero.learnMore: the import adds the key to its object.
      const without = catalogueSource('de').replace(/\n\s*learnMore: '[^']*',/, '');
      const store = memoryStore({ catalogues: { de: without } });
      const longer =
        'Entdecken Sie Millionen qualitätsgeprüfter Produkte vertrauenswürdiger Händler – schnell geliefert, rund um die Uhr betreut und mit zehnfacher Erstattung, falls sich je etwas als Fälschung erweist.';
      const file = xliff2(`${unit2('hero.learnMore', english['hero.learnMore'] ?? '', 'So funktioniert es')}
        ${unit2('hero.description', englishNow['hero.description'] ?? '', longer)}`);
      const english2 = englishChangedAt({ 'hero.description': `${english['hero.description']} Today.` });
      const { store: written } = await importInto(
        file.replace(english['hero.description'] ?? '', english2['hero.description'] ?? ''),
        english2,
        store,
      );
      const raw = written.catalogues.get('de') ?? '';
      expect(raw).toMatch(/\n {4}learnMore: 'So funktioniert es',\n {2}\},/);
      const formatted = formatCatalogue('de', raw);
      writeFileSync(join(dir, 'de.ts'), formatted);
      writeFileSync(join(dir, 'en.ts'), readFileSync(inRepo('locales', 'en.ts')));
      // The repository's Biome settings, in a folder of its own (Biome reads no ignore file outside its root).
      const { vcs: _vcs, files: _files, $schema: _schema, ...settings } = JSON.parse(readFileSync(inRepo('biome.json'), 'utf8'));
      writeFileSync(join(dir, 'biome.json'), JSON.stringify(settings));
      const biome = spawnSync(inRepo('node_modules', '.bin', 'biome'), ['check', 'de.ts'], { cwd: dir, encoding: 'utf8' });
      expect(biome.status, biome.stdout + biome.stderr).toBe(0);
      const tsc = spawnSync(
        inRepo('node_modules', '.bin', 'tsc'),
        ['--noEmit', '--strict', '--allowImportingTsExtensions', '--module', 'preserve', '--target', 'es2022', 'de.ts'],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
      expect(stringsOf(formatted, 'de.ts')['hero.description']).toBe(longer);
    });
  });
});
