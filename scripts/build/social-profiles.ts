// A "Follow us" link from its URL: known platforms are named, any other by its host.
import type { SocialProfile } from '../../src/config.ts';

/** Known platforms by their domains (subdomains included); any other profile is labelled by its host. */
const platforms: readonly (readonly [label: string, domains: readonly string[]])[] = [
  ['Facebook', ['facebook.com', 'fb.com']],
  ['Instagram', ['instagram.com']],
  ['X', ['x.com', 'twitter.com']],
  ['LinkedIn', ['linkedin.com']],
  ['YouTube', ['youtube.com', 'youtu.be']],
  ['TikTok', ['tiktok.com']],
  ['Pinterest', ['pinterest.com']],
  ['WeChat', ['wechat.com', 'weixin.qq.com']],
  ['Weibo', ['weibo.com']],
];

const isOnDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export function socialProfile(url: URL): SocialProfile {
  const host = url.hostname.toLowerCase();
  const platform = platforms.find(([, domains]) => domains.some((domain) => isOnDomain(host, domain)));
  return { url: url.href, label: platform?.[0] ?? host.replace(/^www\./, '') };
}
