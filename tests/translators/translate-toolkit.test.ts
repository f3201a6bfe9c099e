// Issue 39: the files we send translators open in Debian's translate-toolkit (pocount, xliff2po, po2xliff,
// pofilter, pomerge: tools nobody here wrote) with every unit, placeholder and note, and what the toolkit
// writes back comes through `import` changing exactly the keys a translator edited.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exchangeFile } from '../../scripts/translations/translations.ts';
import { english, importBack, units } from './staleGerman.ts';

const dir = mkdtempSync(join(tmpdir(), 'translate-toolkit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs one of translate-toolkit's commands in `dir`; fails, saying what to install, when it is missing. */
function toolkit(command: string, ...args: string[]): string {
  const quiet = command === 'pocount' ? [] : ['--progress=none'];
  const run = spawnSync(command, [...quiet, ...args], { cwd: dir, encoding: 'utf8' });
  if (run.error) throw new Error(`${command}: ${run.error.message}. Install Debian's translate-toolkit (npm test does, as root)`);
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return run.stdout;
}
const file = (name: string) => join(dir, name);
const read = (name: string) => readFileSync(file(name), 'utf8');
/** Imports a file the toolkit wrote (staleGerman.ts). */
const importWritten = (name: string) => importBack(readFileSync(file(name)), name);

/** `pocount --csv`'s row for `name`: how many messages it read, by kind. */
function count(name: string) {
  const row = toolkit('pocount', '--csv', name)
    .split('\n')
    .find((line) => line.startsWith(`${name},`));
  const [, translated, , , fuzzy, , untranslated, , total] = (row ?? '').split(',').map((cell) => Number(cell.trim()));
  return { translated, fuzzy, untranslated, total };
}

describe('PO', () => {
  writeFileSync(file('de.po'), exchangeFile('po', 'de', units));

  it('opens in pocount with every unit: the stale ones fuzzy, the missing one untranslated', () => {
    expect(units.map((unit) => unit.key).sort()).toEqual(['hero.learnMore', 'hero.title', 'meta.title']);
    expect(count('de.po')).toEqual({ translated: 0, fuzzy: 2, untranslated: 1, total: 3 });
  });

  it('has placeholders pofilter checks: none flagged as exported, a renamed one flagged', () => {
    toolkit('pofilter', '--mozilla', '-t', 'variables', 'de.po', 'flagged.po');
    expect(() => read('flagged.po')).toThrow(/ENOENT/);
    writeFileSync(file('renamed.po'), read('de.po').replace('msgstr ""\n"{{brand}}: ', 'msgstr ""\n"{{marke}}: '));
    toolkit('pofilter', '--mozilla', '-t', 'variables', 'renamed.po', 'flagged.po');
    expect(read('flagged.po')).toMatch(/# \(pofilter\) variables: .*\{\{brand\}\}[\s\S]*#: meta\.title/);
  });

  it('goes through po2xliff and back through xliff2po, edited in between, and imports only the edited key', async () => {
    toolkit('po2xliff', 'de.po', 'de-toolkit.xlf');
    const xlf = read('de-toolkit.xlf');
    // The toolkit's XLIFF keeps each key (as a location), the notes and the placeholders.
    for (const key of ['meta.title', 'hero.title', 'hero.learnMore']) expect(xlf).toContain(`>${key}</context>`);
    expect(xlf).toContain('<note from="developer">The translation here was made from older English');
    // A translator in a CAT tool translates the hero title again and approves it.
    const edited = xlf.replace(
      /approved="no">(<source>Everything you love, at your door<\/source>\s*)<target state="needs-translation">[^<]*<\/target>/,
      'approved="yes">$1<target state="translated">Alles, was Sie lieben, bis an Ihre Tür</target>',
    );
    expect(edited).not.toBe(xlf);
    writeFileSync(file('de-edited.xlf'), edited);
    toolkit('xliff2po', 'de-edited.xlf', 'de-back.po');
    const { changed, after, log, record } = await importWritten('de-back.po');
    expect(changed).toEqual(['hero.title']);
    expect(after['hero.title']).toBe('Alles, was Sie lieben, bis an Ihre Tür');
    expect(record['hero.title']).toBe(english['hero.title']);
    expect(log).toMatch(/left\s+meta\.title: the translation is the one already there/);
    expect(log).toMatch(/left\s+hero\.learnMore: no translation/);
  });
});

describe('XLIFF 1.2', () => {
  writeFileSync(file('de.xlf'), exchangeFile('xliff1.2', 'de', units));

  it('opens in pocount with every unit', () => {
    expect(count('de.xlf')).toMatchObject({ total: 3, untranslated: 1 });
  });

  it('opens in xliff2po with each key, its placeholders and the English a stale target was made from', () => {
    toolkit('xliff2po', 'de.xlf', 'de-from-xlf.po');
    const po = read('de-from-xlf.po');
    for (const key of ['meta.title', 'hero.title', 'hero.learnMore']) expect(po).toContain(`#: ${key}\n`);
    expect(po).toContain('msgid "{{brand}}: shop, sell and partner in one place"');
    expect(po).toContain('#. The translation here was made from older English: “Everything you love, delivered with confidence”');
    expect(po).toContain('#. Keep {{brand}} exactly as written');
  });

  it('comes back from pomerge, edited as PO, changing exactly the edited keys', async () => {
    toolkit('xliff2po', 'de.xlf', 'de-work.po');
    const po = read('de-work.po');
    // The translator retranslates the stale meta.title (and clears its fuzzy flag) and fills in learnMore.
    const edited = po
      .replace(
        /#, fuzzy\n(msgid "\{\{brand\}\}: shop, sell and partner in one place"\n)msgstr ""\n(?:".*"\n)+/,
        '$1msgstr "{{brand}}: einkaufen, verkaufen und Partner werden – alles an einem Ort"\n',
      )
      .replace('msgid "See how it works"\nmsgstr ""', 'msgid "See how it works"\nmsgstr "So funktioniert es"');
    expect(edited.match(/alles an einem Ort|So funktioniert es/g)).toHaveLength(2);
    writeFileSync(file('de-work.po'), edited);
    toolkit('pomerge', '-t', 'de.xlf', '-i', 'de-work.po', '-o', 'de-merged.xlf');
    const { changed, after, log } = await importWritten('de-merged.xlf');
    expect(changed.sort()).toEqual(['hero.learnMore', 'meta.title']);
    expect(after['meta.title']).toBe('{{brand}}: einkaufen, verkaufen und Partner werden – alles an einem Ort');
    expect(log).toMatch(/left\s+hero\.title: the translation is the one already there/);
  });
});
