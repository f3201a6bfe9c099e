// Marks the phrases of the headings (locales/headings.ts) in the Chinese, Japanese and Thai catalogues
// as they are compiled: the catalogue files stay as translators write them.
import { type Plugin, parseSync } from 'vite';
import { headingKeys } from '../../../locales/headings.ts';
import { markPhrases, type PhraseLanguage, phraseLanguages } from '../../phrases/mark.ts';

interface Node {
  readonly type?: string;
  readonly start: number;
  readonly end: number;
  readonly [field: string]: unknown;
}

/** Every string literal in `code` at a heading key of the catalogue object, replaced by its marked copy. */
export function markHeadingsIn(code: string, file: string, language: PhraseLanguage): string {
  const { program, errors } = parseSync(file, code, { lang: 'ts' });
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const edits: { start: number; end: number; text: string }[] = [];
  const wanted = new Set<string>(headingKeys);
  const visit = (node: unknown, path: string): void => {
    if (typeof node !== 'object' || node === null) return;
    const { type, key, value } = node as { type?: string; key?: Node; value?: Node };
    if (type !== 'Property' || key === undefined || value === undefined) {
      for (const child of Object.values(node)) visit(child, path);
      return;
    }
    const at = `${path}${path ? '.' : ''}${key.name ?? key.value}`;
    if (!wanted.delete(at)) visit(value, at);
    else if (value.type === 'Literal' && typeof value.value === 'string') {
      edits.push({ start: value.start, end: value.end, text: JSON.stringify(markPhrases(value.value, language)) });
    } else throw new Error(`${file}: the heading "${at}" is not a plain string`);
  };
  visit(program, '');
  if (wanted.size > 0) throw new Error(`${file}: no heading string at ${[...wanted].join(', ')}`);
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end, text: marked }) => text.slice(0, start) + marked + text.slice(end), code);
}

export function headingPhrasesPlugin(): Plugin {
  const catalogue = new RegExp(`/locales/(${phraseLanguages.join('|')})\\.ts$`);
  return {
    name: 'heading-phrases',
    enforce: 'pre', // on the TypeScript as written
    transform(code, id) {
      const language = catalogue.exec(id)?.[1] as PhraseLanguage | undefined;
      // Only string literals change, each on its own line: the lines stay where they were.
      return language ? { code: markHeadingsIn(code, id, language), map: null } : null;
    },
  };
}
