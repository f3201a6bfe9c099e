// Filling the built index.html with one page: its policy, inline script, title, description, head tags
// and rendered body. Every value goes in by a function, never as a replacement string, where `$&`,
// `$'` and `` $` `` are patterns: a brand, an address or minified code may hold them.

/** Text for an HTML attribute or element. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page's values, for the built index.html's markers. */
export interface PageValues {
  readonly policy: string;
  readonly inlineScript: string;
  readonly title: string;
  readonly description: string;
  readonly headTags: string;
  readonly kind: string;
  readonly body: string;
  /** The page's language, for `<html lang dir>`. */
  readonly tag: string;
  readonly dir: string;
}

/** `template`: the built index.html, with its markers. */
export function fillPage(
  template: string,
  { policy, inlineScript, title, description, headTags, kind, body, tag, dir }: PageValues,
): string {
  const html = template
    .replace('<html lang="en" dir="ltr">', () => `<html lang="${escapeHtml(tag)}" dir="${escapeHtml(dir)}">`)
    .replace(
      '<meta charset="utf-8" />',
      () => `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}" />`,
    )
    .replace(
      '<meta name="viewport" content="width=device-width, initial-scale=1" />',
      () => `<meta name="viewport" content="width=device-width, initial-scale=1" />\n    <script>${inlineScript}</script>`,
    )
    .replace(/<title>.*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('<meta name="description" content="" />', () => `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('<!--head-->', () => headTags)
    .replace('<div id="root"><!--app--></div>', () => `<div id="root" data-page="${kind}">${body}</div>`);
  if (html.includes('<!--app-->') || !html.includes(`data-page="${kind}"`) || !html.includes(`<html lang="${escapeHtml(tag)}"`)) {
    throw new Error('the template markers were not found in the built index.html');
  }
  return html;
}
