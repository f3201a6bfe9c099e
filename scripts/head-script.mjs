// The inline head script: for a returning visitor whose stored language is offered and not English,
// set <html lang dir> before first paint, start loading that catalogue, and hold the page (CSS rule
// `html.lang-pending #root`) until the language machine settles, or at most `holdMs`.
// Kept tiny and dependency-free: it runs before anything else and its hash goes into the CSP.

/**
 * @param {Record<string, { tag: string, dir: string, chunk: string }>} offered non-English offered languages
 * @param {number} holdMs safety release, so a page whose script fails to load is never blank for long
 */
export function headScript(offered, holdMs = 1500) {
  return `(function(){try{var o=${JSON.stringify(offered)},k=localStorage.getItem('lang'),c=Object.prototype.hasOwnProperty.call(o,k)&&o[k];if(!c)return;var d=document.documentElement,l=document.createElement('link');d.lang=c.tag;d.dir=c.dir;d.classList.add('lang-pending');l.rel='modulepreload';l.href=c.chunk;document.head.appendChild(l);setTimeout(function(){d.classList.remove('lang-pending')},${holdMs})}catch(e){}})()`;
}
