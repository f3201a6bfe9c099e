// nginx's side of the language negotiation, run by its njs module (deploy/nginx.conf: js_set): the
// language of the page to serve, from the one matcher the Worker uses too. What a release offers is
// what its files say: index.<code>.html for each language besides English, looked up in the release
// nginx serves now ($realpath_root). Bundled for njs into deploy/nginx-language.js by
// scripts/deploy/njs-bundles.ts; a test fails when that file is out of date.
// biome-ignore lint/style/useNodejsImportProtocol: njs names its module "fs", not "node:fs"
import fs from 'fs';
import { languagesToTry } from '../locales/acceptLanguage.ts';
import { defaultLanguage, tagRules } from '../locales/languages.ts';

/** What njs hands a js_set handler: the request's headers and nginx's variables. */
interface NginxRequest {
  readonly headersIn: Record<string, string | undefined>;
  readonly variables: Record<string, string | undefined>;
}

function hasPage(root: string, code: string): boolean {
  try {
    fs.accessSync(`${root}/index.${code}.html`);
    return true;
  } catch {
    return false;
  }
}

/** `$marketplace_language`: the code of the first acceptable language the release has a page in, else English. */
function language(request: NginxRequest): string {
  const root = request.variables.realpath_root ?? '';
  const codes = languagesToTry(tagRules, request.headersIn['Accept-Language'], defaultLanguage);
  for (let i = 0; i < codes.length; i += 1) {
    const code = codes[i] ?? defaultLanguage;
    if (hasPage(root, code)) return code;
  }
  return defaultLanguage;
}

export default { language };
