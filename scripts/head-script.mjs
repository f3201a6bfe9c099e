// The one inline script, in <head>. Kept tiny and dependency-free; its hash goes into the CSP.
// 1. For a returning visitor whose stored language is offered and not English: set <html lang dir>
//    before first paint, start loading that catalogue, and hold the page (CSS rule
//    `html.lang-pending #root`) until the language machine settles, or at most `holdMs`. The entry
//    then loads at once: nothing is painted before the catalogue is in anyway.
// 2. Otherwise load the entry only after the first contentful paint (Paint Timing API: that entry,
//    not 'first-paint', which can be the bare background), so the prerendered page paints from the
//    HTML alone. Where paint timing is missing, on the load event; and after `safetyMs` in any case.
// 3. The web manifest link is added with the entry: only installability checks read it, and a
//    request for it before the first paint would only compete with the page.

/**
 * @param {{ offered: Record<string, { tag: string, dir: string, chunk: string }>, entry: string, holdMs?: number, safetyMs?: number }} options
 *   offered: the non-English offered languages; entry: the app's entry module URL
 */
export function headScript({ offered, entry, holdMs = 1500, safetyMs = 3000 }) {
  return `(function(){var d=document.documentElement,g=0,go=function(){if(g)return;g=1;var s=document.createElement('script'),m=document.createElement('link');s.type='module';s.src=${JSON.stringify(entry)};m.rel='manifest';m.href='/manifest.webmanifest';document.head.append(s,m)};try{var o=${JSON.stringify(offered)},k=localStorage.getItem('lang'),c=Object.prototype.hasOwnProperty.call(o,k)&&o[k];if(c){var l=document.createElement('link');d.lang=c.tag;d.dir=c.dir;d.classList.add('lang-pending');l.rel='modulepreload';l.href=c.chunk;document.head.appendChild(l);setTimeout(function(){d.classList.remove('lang-pending')},${holdMs});return go()}}catch(e){}setTimeout(go,${safetyMs});try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;new PerformanceObserver(function(p){if(p.getEntriesByName('first-contentful-paint').length)setTimeout(go)}).observe({type:'paint',buffered:true})}catch(e){addEventListener('load',go)}})()`;
}
