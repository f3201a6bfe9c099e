// How a BCP 47 tag (`zh-Hans-CN`, `de-AT`, `fil`) names one of our language codes, as data: the app,
// the inline head script and the hosts' negotiation (nginx's njs module, Cloudflare's Worker) all
// read the same rules, made from locales/languages.ts. No imports: the head script inlines this file.
// nginx's njs 0.7 runs codeForTag too (deploy/nginx-language.ts): no for…of, destructuring or spread in it.

/** A tag names `code` when its first subtag is one of `primary` and, if `anyOf` is given, a later subtag is one of those. */
export interface TagRule {
  readonly code: string;
  readonly primary: readonly string[];
  readonly anyOf?: readonly string[];
}

/** The subtags of `tag`, lower-cased (`EN_us` → `en`, `us`). */
export const subtagsOf = (tag: string): string[] => tag.trim().toLowerCase().replace(/_/g, '-').split('-');

/** The code the first matching rule gives `tag`, or `undefined`. Rules with `anyOf` must come before their plain kin. */
export function codeForTag(rules: readonly TagRule[], tag: string): string | undefined {
  const subtags = subtagsOf(tag);
  const primary = subtags[0] ?? '';
  const rest = subtags.slice(1);
  return rules.find((rule) => rule.primary.includes(primary) && (!rule.anyOf || rest.some((part) => rule.anyOf?.includes(part))))
    ?.code;
}

/**
 * The rules that decide among `offered`: each offered code's, and each narrower rule that takes tags
 * from one of them (`zh-TW` is tw, not offered, before it could be cn). Detection over these gives what
 * it gives over all the rules: a tag they name no code is a tag all the rules name no offered code.
 */
export function rulesFor(rules: readonly TagRule[], offered: readonly string[]): TagRule[] {
  const kept = rules.filter((rule) => offered.includes(rule.code));
  const shadows = (rule: TagRule) => rule.anyOf && kept.some((other) => other.primary.some((tag) => rule.primary.includes(tag)));
  return rules.filter((rule) => offered.includes(rule.code) || shadows(rule));
}
