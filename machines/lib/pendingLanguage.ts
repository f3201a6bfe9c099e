/**
 * The class on <html> while a returning visitor's language loads: the inline head script sets it and
 * hides the page (src/earlyInput/README.md); the language machine removes it once the copy is ready.
 */
export const pendingLanguageClass = 'lang-pending';
