// The one source of truth for what the site tells browsers about security. The Content Security
// Policy comes in two halves:
//  - the page policy, which changes with every build (the hashes of the inline head script and
//    stylesheet, the shop origin), travels inside each page, in the <meta http-equiv> that
//    scripts/build/prerender.ts puts first in <head>; so a page always carries the policy that allows it;
//  - the header policy, the same for every build, says what a <meta> cannot (frame-ancestors) and
//    nothing that could block a page's own inline script or style. Browsers enforce both.
// The other headers are static too. So the server's headers never change with a deploy:
// scripts/headers/nginx-headers.ts writes them into deploy/marketplace-headers.conf (committed), and
// scripts/headers/static-host-headers.ts into each build's dist/_headers.

/** The static half of the CSP, for the HTTP header on every response. */
export const headerPolicy = "frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'none'";

const serialize = (directives: Readonly<Record<string, string>>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/** The build's half, for the pages' <meta>: only what the page itself loads and runs is allowed. */
export function pagePolicy({
  scriptHash,
  styleHash,
  shopOrigin,
}: {
  readonly scriptHash: string;
  readonly styleHash: string;
  readonly shopOrigin: string;
}): string {
  return serialize({
    'default-src': "'self'",
    'script-src': `'self' ${scriptHash}`,
    'style-src': `'self' ${styleHash}`,
    'img-src': "'self'",
    'font-src': "'self'",
    'connect-src': `'self' ${shopOrigin}`,
    'manifest-src': "'self'",
    'base-uri': "'none'",
    'object-src': "'none'",
    'form-action': "'none'",
  });
}

/**
 * An SVG is a document when opened on its own: it may draw, nothing else (no script, nothing loaded,
 * sandboxed). Sent, beside the headers below, with every .svg (the operator's logo among them).
 */
export const imagePolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The headers every response carries, errors included. */
export const securityHeaders: readonly (readonly [name: string, value: string])[] = [
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
