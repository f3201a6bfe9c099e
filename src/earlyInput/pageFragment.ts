// A page prerendered in one language, made the same page in another before the first paint: the head
// script fetches the build's file for the visitor's language (scripts/build/prerender.ts writes one per
// page and language) and puts it in place. Bundled into the head script, so it imports nothing but types.

/** What the build writes for a page in a language: #root's markup, and the head's words. */
export interface PageFragment {
  readonly tag: string;
  readonly dir: string;
  readonly title: string;
  readonly description: string;
  /** #root's inner HTML, exactly as the prerender rendered it: what hydration renders. */
  readonly root: string;
}

/** Whether `value` is a fragment, so that a file from elsewhere (a host's error page) changes nothing. */
function isPageFragment(value: unknown): value is PageFragment {
  const fragment = value as Partial<Record<keyof PageFragment, unknown>> | null;
  return ['tag', 'dir', 'title', 'description', 'root'].every((key) => typeof fragment?.[key as keyof PageFragment] === 'string');
}

/** Makes `doc` the page `fragment` describes, or throws, having changed nothing. */
export function applyPageFragment(doc: Document, fragment: unknown): void {
  const root = doc.getElementById('root');
  if (!root || !isPageFragment(fragment)) throw new Error(root ? 'the file is not a page of this site' : 'the page has no #root');
  root.innerHTML = fragment.root;
  doc.documentElement.lang = fragment.tag;
  doc.documentElement.dir = fragment.dir;
  doc.title = fragment.title;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', fragment.description);
}
