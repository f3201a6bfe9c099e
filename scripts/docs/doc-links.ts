// The relative links and #anchors of the project's Markdown that do not resolve, read as GitHub renders
// them: a path is relative to the linking file, an anchor is a heading's slug. External links are not
// followed. Pure: the files come in as text, and whether a path exists is asked of `exists`.
import { posix } from 'node:path';

/** A Markdown file: its path from the repository root ('/'-separated) and its text. */
export interface DocFile {
  readonly path: string;
  readonly text: string;
}

/** A link that does not resolve, and why. */
export interface BrokenLink {
  readonly file: string;
  readonly line: number;
  readonly target: string;
  readonly reason: string;
}

/** Fenced code blocks (``` and ~~~) as blank lines, so that nothing in them counts as a link or heading. */
function withoutCodeBlocks(text: string): string {
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === null) {
        if (opening === undefined) return line;
        fence = opening;
        return '';
      }
      const closes = opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length;
      if (closes && line.trim() === opening) fence = null;
      return '';
    })
    .join('\n');
}

/** Code spans as spaces of the same length: line numbers and offsets stay, their text is no link. */
const withoutCodeSpans = (text: string) => text.replace(/(`+)[\s\S]*?\1/g, (span) => span.replace(/[^\n]/g, ' '));

/** A heading's text as GitHub shows it: code, links, images and emphasis reduced to their words. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/\*+/g, '')
    .trim();
}

/** GitHub's anchor for a heading's text: lower case, punctuation and symbols dropped (not - or _), spaces to -. */
export function headingSlug(text: string): string {
  return headingText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a file's headings make, in order; a repeated one gets -1, -2 … as on GitHub. */
export function headingAnchors(text: string): string[] {
  const lines = withoutCodeBlocks(text).split('\n');
  const titles: string[] = [];
  lines.forEach((line, index) => {
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) titles.push(atx[1] ?? '');
    // A setext heading: a paragraph line underlined with = or -.
    else if (line.trim() && !/^ {0,3}[|>*+-]/.test(line) && /^ {0,3}(=+|-+)[ \t]*$/.test(lines[index + 1] ?? '')) {
      titles.push(line);
    }
  });
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const slug = headingSlug(title);
    const count = seen.get(slug);
    seen.set(slug, (count ?? -1) + 1);
    return count === undefined ? slug : `${slug}-${count + 1}`;
  });
}

/** Every link target in a file, with its line: inline links and images, and reference definitions. */
export function linkTargets(text: string): { line: number; target: string }[] {
  const readable = withoutCodeSpans(withoutCodeBlocks(text));
  const lineAt = (offset: number) => readable.slice(0, offset).split('\n').length;
  const inline = [...readable.matchAll(/\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)];
  const definitions = [...readable.matchAll(/^ {0,3}\[[^\]]+\]:[ \t]*(<[^>]*>|\S+)/gm)];
  return [...inline, ...definitions]
    .map((match) => ({ line: lineAt(match.index), target: (match[1] ?? '').replace(/^<|>$/g, '') }))
    .sort((a, b) => a.line - b.line);
}

/**
 * The links in `files` that do not resolve: a relative path that `exists` denies, a path out of the
 * repository, or an anchor that is no heading of its Markdown file (which must be among `files`).
 * Links with a scheme (https:, mailto:) are not checked, nor anchors into files other than Markdown.
 */
export function brokenLinks(files: readonly DocFile[], exists: (path: string) => boolean): BrokenLink[] {
  const anchors = new Map(files.map((file) => [file.path, new Set(headingAnchors(file.text))]));
  const broken: BrokenLink[] = [];
  for (const file of files) {
    for (const { line, target } of linkTargets(file.text)) {
      if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(target)) continue;
      const report = (reason: string) => broken.push({ file: file.path, line, target, reason });
      const hash = target.indexOf('#');
      let pathPart: string;
      let fragment: string | null;
      try {
        pathPart = decodeURIComponent((hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, ''));
        fragment = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
      } catch {
        report('is not a valid URL (a stray %)');
        continue;
      }
      const path = pathPart
        ? posix.normalize(pathPart.startsWith('/') ? pathPart.slice(1) : posix.join(posix.dirname(file.path), pathPart))
        : file.path;
      if (path === '..' || path.startsWith('../')) {
        report('points out of the repository');
        continue;
      }
      if (pathPart && !exists(path.replace(/\/$/, '') || '.')) {
        report(`no file or folder ${path}`);
        continue;
      }
      if (fragment === null || !path.endsWith('.md')) continue;
      const headings = anchors.get(path);
      if (!headings) report(`the anchor is in ${path}, which is not among the files checked`);
      else if (!headings.has(fragment)) report(`no heading in ${path} has the anchor #${fragment}`);
    }
  }
  return broken;
}
