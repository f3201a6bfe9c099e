// The nginx release file, which `npm run deploy` writes beside the releases and deploy/nginx.conf
// includes (as snippets/marketplace-release.conf) at server level and in every location: the release's
// root, and the headers of the build's `_headers` rule for every path (`/*`), its whole Content
// Security Policy among them. Root and headers in one file, taken up by one graceful reload: each
// nginx worker serves one release under that release's own policy (deploy/README.md).
import { parseHeadersFile } from './headers-file.ts';

/** A value goes into a quoted nginx string, where `"`, `\` and `$` (a variable) would be misread. */
function quoted(what: string, value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`The ${what} has a character nginx would misread: ${value}`);
  return `"${value}"`;
}

/** The headers every response of the build gets: its `_headers` rule for `/*`. */
export function headersForEveryPath(headersText: string): [name: string, value: string][] {
  const rule = parseHeadersFile(headersText).find(({ path }) => path === '/*');
  if (!rule?.headers.some(([name]) => name.toLowerCase() === 'content-security-policy')) {
    throw new Error('the build\'s _headers has no "/*" rule with a Content-Security-Policy');
  }
  return rule.headers;
}

/** The languages a build offers: English, and each language it has a landing page for (`index.de.html`). */
export function offeredLanguages(files: readonly string[]): string[] {
  const codes = files.flatMap((file) => /^index\.([a-z]+)\.html$/.exec(file)?.[1] ?? []);
  return ['en', ...codes.filter((code) => code !== 'en').sort()];
}

/** The text of the release file for release `id` in `root`, from the build's `_headers` text and its `offered` languages. */
export function releaseFile({
  id,
  root,
  headersText,
  offered,
}: {
  id: string;
  root: string;
  headersText: string;
  offered: readonly string[];
}): string {
  if (offered.some((code) => !/^[a-z]+$/.test(code)))
    throw new Error(`A language code nginx would misread: ${offered.join(', ')}`);
  return [
    `# Written by \`npm run deploy\` for release ${id}: do not edit, the next deploy replaces it.`,
    '# deploy/nginx.conf includes it at server level and in every location; `always` keeps the headers on',
    '# 404 and other error responses. The offered languages are read by deploy/nginx-languages.conf.',
    `root ${quoted('release directory', root)};`,
    `set $marketplace_offered "${offered.map((code) => `${code},`).join('')}";`,
    ...headersForEveryPath(headersText).map(([name, value]) => `add_header ${name} ${quoted(`${name} header`, value)} always;`),
    '',
  ].join('\n');
}
