// The one inline script, in <head>. Kept tiny and dependency-free; its hash goes into the CSP.
// 1. For a returning visitor whose stored language is offered and not English: set <html lang dir>
//    before first paint, start loading that catalogue, and hold the page (CSS rule
//    `html.lang-pending #root`) until the language machine settles, or at most `holdMs`.
// 2. Load the app's entry only after the first contentful paint (Paint Timing API; the load event
//    where that is missing): the prerendered page shows at once, and the script's download and
//    evaluation never stand between the visitor and the first paint.

/**
 * @param {{ offered: Record<string, { tag: string, dir: string, chunk: string }>, entry: string, holdMs?: number }} options
 *   offered: the non-English offered languages; entry: the app's entry module URL
 */
export function headScript({ offered, entry, holdMs = 1500 }) {
  return `(function(){var d=document.documentElement;try{var o=${JSON.stringify(offered)},k=localStorage.getItem('lang'),c=Object.prototype.hasOwnProperty.call(o,k)&&o[k];if(c){var l=document.createElement('link');d.lang=c.tag;d.dir=c.dir;d.classList.add('lang-pending');l.rel='modulepreload';l.href=c.chunk;document.head.appendChild(l);setTimeout(function(){d.classList.remove('lang-pending')},${holdMs})}}catch(e){}var g=0,go=function(){if(g)return;g=1;var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};document.head.appendChild(s)};try{new PerformanceObserver(function(){setTimeout(go)}).observe({type:'paint',buffered:true})}catch(e){}addEventListener('load',go)})()`;
}
