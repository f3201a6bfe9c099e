// The patch that turns a page prerendered in one language into the same page prerendered in another
// (src/earlyInput/languagePatch.ts applies it): the two renders are walked side by side; where their
// shapes agree only text and attributes change, and where they differ (a heading with phrase marks,
// a different number of words kept together) the element's children are replaced whole.
import { JSDOM } from 'jsdom';
import { type LanguagePatch, nodesBelow, type PatchOp } from '../../src/earlyInput/languagePatch.ts';

// Parsed as a browser with scripts on parses it: a <noscript>'s content is one text node, not elements
// (jsdom parses so only with scripts on; no script runs: the markup is our own, and innerHTML runs none).
const { document } = new JSDOM('', { runScripts: 'dangerously' }).window;

function fragment(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const sameShape = (a: Node, b: Node) =>
  a.nodeType === b.nodeType && (a.nodeType !== a.ELEMENT_NODE || (a as Element).localName === (b as Element).localName);

function diff(a: Node, b: Node, index: Map<Node, number>, ops: PatchOp[]): void {
  const at = index.get(a) ?? -1;
  if (a.nodeType === a.TEXT_NODE || a.nodeType === a.COMMENT_NODE) {
    const [from, to] = [(a as CharacterData).data, (b as CharacterData).data];
    if (from !== to) ops.push([at, to]);
    return;
  }
  if (a.nodeType !== a.ELEMENT_NODE) return;
  const [from, to] = [a as Element, b as Element];
  if (at >= 0) {
    for (const name of new Set([...from.getAttributeNames(), ...to.getAttributeNames()])) {
      const value = to.getAttribute(name);
      if (from.getAttribute(name) !== value) ops.push([at, name, value]);
    }
  }
  const [children, others] = [[...from.childNodes], [...to.childNodes]];
  if (children.length !== others.length || children.some((child, i) => !sameShape(child, others[i] as Node))) {
    if (at < 0) throw new Error('language patch: the two pages differ at their root');
    ops.push([at, 0, to.innerHTML]);
    return;
  }
  for (const [i, child] of children.entries()) diff(child, others[i] as Node, index, ops);
}

/** The patch from #root's inner HTML `served` to `wanted`, with the head's words of the wanted page. */
export function languagePatch(
  served: string,
  wanted: string,
  head: Pick<LanguagePatch, 'tag' | 'dir' | 'title' | 'description'>,
): LanguagePatch {
  const [a, b] = [fragment(served), fragment(wanted)];
  const nodes = nodesBelow(a);
  const index = new Map(nodes.map((node, i) => [node, i]));
  const ops: PatchOp[] = [];
  diff(a, b, index, ops);
  return { nodes: nodes.length, ...head, ops };
}

/** A patch as a data block for the page: JSON that no `</script>` in the copy can close early. */
export const patchBlock = (id: string, patch: LanguagePatch): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(patch).replace(/</g, '\\u003c')}</script>`;
