// Run in the page (sent as their source: no closures): where End, PageDown and find-in-page leave the
// window, for the browser suite and the cross-engine suite alike.

/** How far the window is from the end of the page, and whether the footer's last line is in it. */
export function whereTheWindowIs(): { fromTheEnd: number; footerEndShown: boolean; scrollY: number } {
  const root = document.documentElement;
  const last = [...document.querySelectorAll('footer p')].at(-1)?.getBoundingClientRect();
  return {
    fromTheEnd: Math.round(root.scrollHeight - (window.scrollY + window.innerHeight)),
    footerEndShown: last !== undefined && last.top >= 0 && last.bottom <= window.innerHeight + 1,
    scrollY: Math.round(window.scrollY),
  };
}

/** Finds `word` as the browser's find-in-page does (`window.find`), which selects it and scrolls to it. */
export function findWord(word: string): boolean {
  window.getSelection()?.removeAllRanges();
  const find = (window as unknown as { find?: (text: string) => boolean }).find;
  return find?.call(window, word) ?? false;
}

/** Whether the selection (what find-in-page found) is in the window. */
export function selectionShown(): boolean {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return false;
  const box = selection.getRangeAt(0).getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight + 1;
}
