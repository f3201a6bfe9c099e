// The one Accept-Language matcher of every host: Cloudflare's Worker imports it, nginx runs it through
// njs (deploy/nginx-language.js is built from deploy/nginx-language.ts, which imports it). It reads a
// bounded prefix of the header once, left to right, so no header of any length or shape costs more.
// Written for njs 0.7 too: no for…of, destructuring or spread.
import { codeForTag, type TagRule } from './tags.ts';

/** Browsers send a few hundred bytes; what lies past this many characters is not read. */
export const readLimit = 1024;

/** RFC 9110 §12.4.2: `q=0` to `q=1`, three decimals at most. */
const weight = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;
/** RFC 9110 §12.5.4's language-range (with `_`, which some clients write for `-`); `*` names no code. */
const languageRange = /^[a-z]{1,8}(?:[-_][a-z0-9]{1,8})*$/i;
/** Characters an Accept-Language can hold; reading stops at the first other one (`|`, controls, non-ASCII). */
const headerCharacters = /^[\w\-,;=.* \t]*/;

/**
 * The part of `header` that is read: at most `readLimit` characters, up to the first character no
 * Accept-Language holds, and, when either cut an item in two, without that item.
 */
function readPart(header: string): string {
  const plain = headerCharacters.exec(header.slice(0, readLimit + 1))?.[0] ?? '';
  const part = plain.slice(0, readLimit);
  return part.length === header.length ? part : part.slice(0, Math.max(0, part.lastIndexOf(',')));
}

/**
 * The codes of `rules` that an Accept-Language header names acceptable, in its order, each once. Weights
 * are not weighed (browsers list by preference), but `q=0` means "not acceptable" (RFC 9110 §12.4.2): a
 * code some item refuses is left out wherever else it appears. An item that is not a language range with
 * at most a valid weight names nothing.
 */
export function acceptedCodes(rules: readonly TagRule[], header: string | null | undefined): string[] {
  const accepted: string[] = [];
  const refused: string[] = [];
  // The rules by first subtag: an item costs one look-up, however many rules there are. Keys start with
  // "=", so no subtag meets a property every object has (njs 0.7 has no Object.hasOwn).
  const byPrimary: Record<string, TagRule[] | undefined> = {};
  for (let r = 0; r < rules.length; r += 1) {
    const rule = rules[r] as TagRule;
    for (let p = 0; p < rule.primary.length; p += 1) {
      const key = `=${rule.primary[p]}`;
      byPrimary[key] = (byPrimary[key] ?? []).concat(rule);
    }
  }
  const items = readPart(header ?? '').split(',');
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i] ?? '';
    const semicolon = item.indexOf(';');
    const range = (semicolon === -1 ? item : item.slice(0, semicolon)).trim();
    if (!languageRange.test(range)) continue;
    let refuses = false;
    let valid = true;
    const parameters = semicolon === -1 ? [] : item.slice(semicolon + 1).split(';');
    for (let p = 0; p < parameters.length; p += 1) {
      const q = weight.exec((parameters[p] ?? '').trim().replace(/\s*=\s*/, '='));
      if (q) refuses = Number(q[1]) === 0;
      else valid = false;
    }
    const candidates = byPrimary[`=${range.split(/[-_]/)[0]?.toLowerCase()}`];
    const code = valid && candidates ? codeForTag(candidates, range) : undefined;
    if (code === undefined) continue;
    if (refuses) refused.push(code);
    else if (!accepted.includes(code)) accepted.push(code);
  }
  return accepted.filter((code) => !refused.includes(code));
}

/**
 * The languages a host tries, in order, for a page in the visitor's language: the accepted codes before
 * `fallback` (the language of the page it serves when none of them has one, so trying past it is moot).
 */
export function languagesToTry(rules: readonly TagRule[], header: string | null | undefined, fallback: string): string[] {
  const codes = acceptedCodes(rules, header);
  const end = codes.indexOf(fallback);
  return end === -1 ? codes : codes.slice(0, end);
}
