// Filling the built index.html with one page: its policy, inline script, title, description, head tags
// and rendered body. Each goes in at a marker that must stand in the template exactly once, so nothing
// lands twice or nowhere; index.html substitutes no configuration itself (Vite would paste a %VITE_…%
// value raw). Every value goes in by a function, never as a replacement string, where `$&`, `$'` and
// `` $` `` are patterns: a brand, an address or minified code may hold them.

/** Text for an HTML attribute or element. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html's markers, each replaced once per page. */
export const markers = {
  html: '<html lang="en" dir="ltr">',
  charset: '<meta charset="utf-8" />',
  viewport: '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  title: '<title><!--title--></title>',
  description: '<meta name="description" content="" />',
  head: '<!--head-->',
  root: '<div id="root"><!--app--></div>',
} as const;

function checkOnce(html: string, marker: string): void {
  const count = html.split(marker).length - 1;
  if (count !== 1) throw new Error(`the template marker ${marker} is in the built index.html ${count} times, not once`);
}

/** `html` with the one `marker` in it replaced by `value`; throws when the marker is missing or repeated. */
export function fillMarker(html: string, marker: string, value: string): string {
  checkOnce(html, marker);
  return html.replace(marker, () => value);
}

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
  const values: Record<keyof typeof markers, string> = {
    html: `<html lang="${escapeHtml(tag)}" dir="${escapeHtml(dir)}">`,
    charset: `${markers.charset}\n    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}" />`,
    viewport: `${markers.viewport}\n    <script>${inlineScript}</script>`,
    title: `<title>${escapeHtml(title)}</title>`,
    description: `<meta name="description" content="${escapeHtml(description)}" />`,
    head: headTags,
    root: `<div id="root" data-page="${escapeHtml(kind)}">${body}</div>`,
  };
  const byMarker = new Map<string, string>(
    Object.entries(markers).map(([name, marker]) => [marker, values[name as keyof typeof markers]]),
  );
  for (const marker of byMarker.keys()) checkOnce(template, marker);
  // One pass: a value that holds a marker's text (a brand, the copy) is never taken for one.
  const anyMarker = new RegExp(
    [...byMarker.keys()].map((marker) => marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  return template.replace(anyMarker, (marker) => byMarker.get(marker) ?? marker);
}
