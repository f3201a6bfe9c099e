// A page prerendered in one language made into the same page in another, in place, before the first
// paint: the head script applies a patch the build wrote (scripts/build/language-patch.ts) for each
// offered language. Inlined into the head script, so it imports nothing but types.

/**
 * One change to the node at `index` in the served #root's nodes (document order, every node kind):
 * `[index, text]` sets a text or comment node's data; `[index, name, value]` sets an attribute
 * (`null` removes it); `[index, 0, html]` replaces an element's children.
 */
export type PatchOp = readonly [index: number, text: string] | readonly [index: number, name: string | 0, value: string | null];

export interface LanguagePatch {
  /** How many nodes the served #root has: a page that is not the one the patch was made for is left alone. */
  readonly nodes: number;
  readonly tag: string;
  readonly dir: string;
  readonly title: string;
  readonly description: string;
  readonly ops: readonly PatchOp[];
}

/** Every node below `root`, in document order: the indices a patch names. */
export function nodesBelow(root: Node): Node[] {
  const nodes: Node[] = [];
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root);
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return nodes;
}

/**
 * Applies `patch` to `root`, whole or not at all: it throws, having changed nothing, when the page is
 * not the one the patch was made for (an extension added a node, a host rewrote the page).
 */
export function applyLanguagePatch(root: Element, patch: LanguagePatch): void {
  const nodes = nodesBelow(root);
  const changes = patch.ops.map(([index, name, value]) => {
    const node = nodes[index];
    const fits =
      value === undefined ? node instanceof CharacterData : node instanceof Element && (name === 0 || typeof name === 'string');
    if (nodes.length !== patch.nodes || !fits)
      throw new Error(`the page differs from the one the patch was made for (node ${index})`);
    return () => {
      if (value === undefined) (node as CharacterData).data = name as string;
      else if (name === 0) (node as Element).innerHTML = value ?? '';
      else if (value === null) (node as Element).removeAttribute(name as string);
      else (node as Element).setAttribute(name as string, value);
    };
  });
  for (const change of changes) change();
  const html = root.ownerDocument.documentElement;
  html.lang = patch.tag;
  html.dir = patch.dir;
  root.ownerDocument.title = patch.title;
  root.ownerDocument.querySelector('meta[name="description"]')?.setAttribute('content', patch.description);
}
