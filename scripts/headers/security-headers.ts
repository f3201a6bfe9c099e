// What the site tells browsers about security, in one place: the policy half each build writes into
// its pages' <meta>, and the headers every host sends alike (deploy/README.md: the two halves).
import { isHostnameOrIp } from '../shared/hosts.ts';

const serialize = (directives: Readonly<Record<string, string>>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/** The build's policy, first in each page's <head> (scripts/build/prerender.ts): only what the page itself loads and runs. */
export function pagePolicy({
  scriptHash,
  styleHash,
  shopOrigin,
}: {
  readonly scriptHash: string;
  readonly styleHash: string;
  readonly shopOrigin: string;
}): string {
  // The one value from the configuration: nothing that could end the directive or add a source.
  const origin = /^https?:\/\/([^/:]+|\[[^\]]+\])(?::\d{1,5})?$/.exec(shopOrigin);
  if (!origin?.[1] || !isHostnameOrIp(origin[1]))
    throw new Error(`The shop origin ${JSON.stringify(shopOrigin)} is not scheme://host[:port]`);
  return serialize({
    'default-src': "'self'",
    'script-src': `'self' ${scriptHash}`,
    'style-src': `'self' ${styleHash}`,
    // data: the hero's drawing and a small logo, inside the stylesheet and the favicon (scripts/brand/data-url.ts).
    'img-src': "'self' data:",
    'font-src': "'self'",
    'connect-src': `'self' ${shopOrigin}`,
    'manifest-src': "'self'",
    'base-uri': "'none'",
    'object-src': "'none'",
    'form-action': "'none'",
  });
}

/** The header's policy: what no build changes, and no framing (which a <meta> cannot forbid). */
export const headerPolicy = serialize({
  'frame-ancestors': "'none'",
  'base-uri': "'none'",
  'object-src': "'none'",
  'form-action': "'none'",
});

const entities: Readonly<Record<string, string>> = { '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** The policy a built page carries in its <meta http-equiv="Content-Security-Policy"> (escaped by escapeHtml), or null. */
export function policyOfPage(html: string): string | null {
  const content = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1];
  return content === undefined ? null : content.replace(/&(?:quot|lt|gt|amp);/g, (entity) => entities[entity] ?? entity);
}

/** Beside the headers below, for every .svg: opened on its own, an SVG is a document, which may only draw. */
export const imagePolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export type Header = readonly [name: string, value: string];

/** The headers every response carries, errors included. */
export const securityHeaders: readonly Header[] = [
  ['Content-Security-Policy', headerPolicy],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    [
      'accelerometer=()',
      'autoplay=()',
      'browsing-topics=()',
      'camera=()',
      'display-capture=()',
      'encrypted-media=()',
      'geolocation=()',
      'gyroscope=()',
      'hid=()',
      // FLoC's old name: retired, but still what many audits look for; Chromium ignores it quietly.
      'interest-cohort=()',
      'magnetometer=()',
      'microphone=()',
      'midi=()',
      'payment=()',
      'publickey-credentials-get=()',
      'screen-wake-lock=()',
      'serial=()',
      'usb=()',
      'xr-spatial-tracking=()',
    ].join(', '),
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
];
