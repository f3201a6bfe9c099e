// Fills the built index.html with one page. Each value goes in at a marker that must stand there exactly
// once (index.html substitutes no configuration itself: Vite would paste a %VITE_…% value raw), in one
// pass and by a function: a brand or minified code may hold `$&`, which a replacement string reads.

/** Text for an HTML attribute or element. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html's markers, each replaced once per page. */
export const markers = {
  html: '<html lang="en" dir="ltr">',
  charset: '<meta charset="utf-8" />',
  title: '<title><!--title--></title>',
  description: '<meta name="description" content="" />',
  head: '<!--head-->',
  root: '<div id="root"><!--app--></div>',
} as const;

/** `html` with each marker (a key of `values`) replaced by its value; throws when one is missing or repeated. */
export function fillMarkers(html: string, values: Readonly<Record<string, string>>): string {
  for (const marker of Object.keys(values)) {
    const count = html.split(marker).length - 1;
    if (count !== 1) throw new Error(`the template marker ${marker} is in the built index.html ${count} times, not once`);
  }
  const anyMarker = new RegExp(
    Object.keys(values)
      .map((marker) => marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  return html.replace(anyMarker, (marker) => values[marker] ?? marker);
}

/** One page's values; `tag` and `dir` are its language's, for `<html lang dir>`. */
export interface PageValues {
  readonly policy: string;
  readonly inlineScript: string;
  readonly title: string;
  readonly description: string;
  readonly headTags: string;
  readonly kind: string;
  readonly body: string;
  readonly tag: string;
  readonly dir: string;
}

/** `template`: the built index.html, with its markers. */
export function fillPage(template: string, page: PageValues): string {
  return fillMarkers(template, {
    [markers.html]: `<html lang="${escapeHtml(page.tag)}" dir="${escapeHtml(page.dir)}">`,
    [markers.charset]: `${markers.charset}\n    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(page.policy)}" />`,
    [markers.title]: `<title>${escapeHtml(page.title)}</title>`,
    [markers.description]: `<meta name="description" content="${escapeHtml(page.description)}" />`,
    [markers.head]: page.headTags,
    // First in <body>, not in <head>: Chromium's parser never yields inside <head>, so there the script ran
    // in one task with the whole inline stylesheet's parse (docs/decisions.md). Here, before #root, it still
    // runs before any of #root is parsed, so before any frame can show it.
    [markers.root]: `<script>${page.inlineScript}</script>\n    <div id="root" data-page="${escapeHtml(page.kind)}">${page.body}</div>`,
  });
}
