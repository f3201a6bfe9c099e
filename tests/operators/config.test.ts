import { describe, expect, it } from 'vitest';
import { brandNameMaxCharacters, ConfigError, parseConfig, type ReadText } from '../../scripts/build/parse-config.ts';

const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"><rect width="64" height="32"/></svg>';
const files: Readonly<Record<string, string>> = {
  'brand/logo.svg': logo,
  'brand/script.svg': logo.replace('<rect', '<script/><rect'),
  'brand/on-dark.svg': logo.replace('<rect', '<rect fill="#fff"'),
  'brand/square.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>',
};
const readText: ReadText = (path) => {
  const text = files[path];
  if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
  return text;
};

const valid = {
  VITE_BRAND_NAME: 'Marketly',
  VITE_BRAND_LOGO: 'brand/logo.svg',
  VITE_SHOP_URL: 'https://shop.example.com/base/',
  VITE_MERCHANT_URL: 'https://shop.example.com',
  VITE_SUPPORT_CHAT_URL: 'https://support.example.com/chat?key=k',
  VITE_CONTACT_EMAIL: 'partners@example.com',
  VITE_COMPANY_ADDRESS: '  Friedrichstraße 123, 10117 Berlin, Germany ',
  VITE_OFFERED_LANGUAGES: 'en, cn,de,vi,de',
  VITE_SITE_URL: 'https://www.example.com/',
};

const parseWith = (overrides: Record<string, string | undefined>) => parseConfig({ ...valid, ...overrides }, readText).app;
/** `name` set to `value` stops the build with a ConfigError whose message matches `message`. */
function refuses(name: string, value: string | undefined, message: RegExp) {
  expect(() => parseWith({ [name]: value })).toThrow(ConfigError);
  expect(() => parseWith({ [name]: value })).toThrow(message);
}
/** The message for `name` breaking a rule (a pattern's source), from its start. */
const breaks = (name: string, rule: string) => new RegExp(`^${name} ${rule}`);
const baseOnly = 'must be a base URL that paths are appended to, without a query or fragment';
const hostname = 'must name its host by a hostname';

describe('parseConfig', () => {
  it('accepts the defaults, trims the slashes of base URLs and spaces, and drops repeated languages', () => {
    expect(parseConfig(valid, readText).app).toEqual({
      brandName: 'Marketly',
      shopUrl: 'https://shop.example.com/base',
      merchantUrl: 'https://shop.example.com',
      supportChatUrl: 'https://support.example.com/chat?key=k',
      contactEmail: 'partners@example.com',
      companyAddress: 'Friedrichstraße 123, 10117 Berlin, Germany',
      legalUrls: { privacy: null, terms: null, cookies: null },
      socialProfiles: [],
      offeredLanguages: ['en', 'cn', 'de', 'vi'],
      siteUrl: 'https://www.example.com',
    });
  });

  it.each([
    ['VITE_BRAND_NAME', undefined, /^VITE_BRAND_NAME is missing: set it in \.env or the environment\.$/],
    ['VITE_BRAND_NAME', '  ', /^VITE_BRAND_NAME is set but empty/],
    ['VITE_BRAND_LOGO', undefined, /^VITE_BRAND_LOGO is missing/],
    ['VITE_BRAND_LOGO', '', /^VITE_BRAND_LOGO is set but empty/],
    ['VITE_BRAND_LOGO', 'brand/logo.png', /^VITE_BRAND_LOGO must name an \.svg file, got "brand\/logo\.png"/],
    ['VITE_BRAND_LOGO', 'brand/missing.svg', /^VITE_BRAND_LOGO names "brand\/missing\.svg", which cannot be read: ENOENT/],
    ['VITE_BRAND_LOGO', 'brand/script.svg', /^VITE_BRAND_LOGO \("brand\/script\.svg"\) contains a <script> element/],
    ['VITE_BRAND_LOGO_DARK', 'brand/on-dark.png', /^VITE_BRAND_LOGO_DARK must name an \.svg file/],
    ['VITE_BRAND_LOGO_DARK', 'brand/script.svg', /^VITE_BRAND_LOGO_DARK \("brand\/script\.svg"\) contains a <script> element/],
    [
      'VITE_BRAND_LOGO_DARK',
      'brand/square.svg',
      /^VITE_BRAND_LOGO_DARK \("brand\/square\.svg"\) is 32×32 but VITE_BRAND_LOGO is 64×32: the dark variant must have the same aspect ratio/,
    ],
    ['VITE_SHOP_URL', undefined, /VITE_SHOP_URL is missing/],
    ['VITE_SHOP_URL', 'shop.example.com', /VITE_SHOP_URL must be an absolute http\(s\) URL/],
    ['VITE_MERCHANT_URL', 'ftp://shop.example.com', /VITE_MERCHANT_URL must be an absolute http\(s\) URL/],
    ['VITE_SHOP_URL', 'https://shop.example.com?ref=landing', breaks('VITE_SHOP_URL', baseOnly)],
    ['VITE_MERCHANT_URL', 'https://shop.example.com/#/home', breaks('VITE_MERCHANT_URL', baseOnly)],
    ['VITE_SUPPORT_CHAT_URL', 'javascript:alert(1)', /VITE_SUPPORT_CHAT_URL must be an absolute http\(s\) URL/],
    ['VITE_CONTACT_EMAIL', 'not-an-email', /VITE_CONTACT_EMAIL must be an e-mail address/],
    ['VITE_COMPANY_ADDRESS', undefined, /VITE_COMPANY_ADDRESS is missing/],
    ['VITE_COMPANY_ADDRESS', '', /VITE_COMPANY_ADDRESS is set but empty/],
    ['VITE_COMPANY_ADDRESS', 'Line 1\nLine 2', /VITE_COMPANY_ADDRESS must be one line of at most 200 characters/],
    ['VITE_COMPANY_ADDRESS', 'x'.repeat(201), /VITE_COMPANY_ADDRESS must be one line of at most 200 characters/],
    ['VITE_OFFERED_LANGUAGES', undefined, /^VITE_OFFERED_LANGUAGES is missing/],
    ['VITE_OFFERED_LANGUAGES', '', /^VITE_OFFERED_LANGUAGES is set but empty/],
    ['VITE_OFFERED_LANGUAGES', 'en,xx,zz', /VITE_OFFERED_LANGUAGES has unknown language code\(s\): xx, zz/],
    ['VITE_OFFERED_LANGUAGES', 'de,fr', /VITE_OFFERED_LANGUAGES must include en/],
    ['VITE_SITE_URL', '/relative', /VITE_SITE_URL must be an absolute http\(s\) URL/],
    ['VITE_SITE_URL', 'https://www.example.com/sub/', /VITE_SITE_URL must be an origin only, like https:\/\/www\.example\.com/],
    ['VITE_SITE_URL', 'https://www.example.com/?ref=1', /VITE_SITE_URL must be an origin only/],
    ['VITE_SITE_URL', 'https://www.example.com/#top', /VITE_SITE_URL must be an origin only/],
    ['VITE_SITE_URL', 'https://www.example.com?', /VITE_SITE_URL must be an origin only/],
    ['VITE_PRIVACY_URL', 'privacy.html', /VITE_PRIVACY_URL must be an absolute http\(s\) URL, got "privacy\.html"/],
    ['VITE_TERMS_URL', 'mailto:legal@example.com', /VITE_TERMS_URL must be an absolute http\(s\) URL/],
    ['VITE_COOKIE_POLICY_URL', 'javascript:void(0)', /VITE_COOKIE_POLICY_URL must be an absolute http\(s\) URL/],
    [
      'VITE_SOCIAL_URLS',
      'https://x.com/a, facebook.com/b',
      /VITE_SOCIAL_URLS must be an absolute https URL, got "facebook\.com\/b"/,
    ],
    ['VITE_SOCIAL_URLS', 'http://www.instagram.com/a', /VITE_SOCIAL_URLS must be an absolute https URL, got "http:/],
    [
      'VITE_HERO_IMAGE',
      'brand/hero.gif',
      /^VITE_HERO_IMAGE must name a \.jpg, \.png, \.webp or \.avif file, got "brand\/hero\.gif"/,
    ],
  ])('fails naming %s when it is %j', refuses);

  it('takes the optional logo for dark backgrounds, of the same shape; unset or empty, there is none', () => {
    expect(parseConfig(valid, readText).brandLogoDark).toBeNull();
    expect(parseConfig({ ...valid, VITE_BRAND_LOGO_DARK: ' ' }, readText).brandLogoDark).toBeNull();
    expect(parseConfig({ ...valid, VITE_BRAND_LOGO_DARK: 'brand/on-dark.svg' }, readText).brandLogoDark).toEqual({
      svg: files['brand/on-dark.svg'],
      width: 64,
      height: 32,
    });
  });

  it('hands the build the operator’s hero picture, if any; unset or empty, the build draws one', () => {
    expect(parseConfig({ ...valid, VITE_HERO_IMAGE: 'brand/Hero.JPEG' }, readText).heroImage).toBe('brand/Hero.JPEG');
    expect(parseConfig({ ...valid, VITE_HERO_IMAGE: ' ' }, readText).heroImage).toBeNull();
    expect(parseConfig(valid, readText).heroImage).toBeNull();
  });

  it('hands the build the logo source, for the files it writes from it', () => {
    expect(parseConfig(valid, readText).brandLogo).toEqual({ svg: logo, width: 64, height: 32 });
  });

  it('takes the support chat link as it is, trailing slash and key included', () => {
    expect(parseWith({ VITE_SUPPORT_CHAT_URL: 'https://support.example.com/chat/?key=abc/' }).supportChatUrl).toBe(
      'https://support.example.com/chat/?key=abc/',
    );
  });

  it('keeps the site origin and drops only its trailing slash', () => {
    expect(parseWith({ VITE_SITE_URL: 'http://localhost:4173/' }).siteUrl).toBe('http://localhost:4173');
  });

  it('shows the company address as written: any script, no translation, no reformatting', () => {
    const address = '東京都千代田区丸の内1-1-1, 100-0005 Tokyo, Japan';
    expect(parseWith({ VITE_COMPANY_ADDRESS: address }).companyAddress).toBe(address);
  });

  it('links each legal page that has a URL and leaves the others leading nowhere', () => {
    expect(
      parseWith({
        VITE_PRIVACY_URL: 'https://www.example.com/privacy',
        VITE_COOKIE_POLICY_URL: 'http://legal.example.com/c?lang=en',
      }).legalUrls,
    ).toEqual({ privacy: 'https://www.example.com/privacy', terms: null, cookies: 'http://legal.example.com/c?lang=en' });
  });

  it('treats an empty optional URL as not given', () => {
    expect(parseWith({ VITE_TERMS_URL: '', VITE_SOCIAL_URLS: ' ' })).toMatchObject({
      legalUrls: { terms: null },
      socialProfiles: [],
    });
  });

  it('labels social profiles by platform, else by host, in the given order and without repeats', () => {
    const urls = [
      'https://www.facebook.com/marketly',
      'https://x.com/marketly',
      'https://twitter.com/marketly_old',
      'https://de.linkedin.com/company/marketly',
      'https://youtu.be/abc',
      'https://www.tiktok.com/@marketly',
      'https://instagram.com/marketly',
      'https://www.mastodon.social/@marketly',
      'https://x.com/marketly',
    ];
    // Each but the last, a repeat, labelled in order.
    const labels = ['Facebook', 'X', 'X', 'LinkedIn', 'YouTube', 'TikTok', 'Instagram', 'mastodon.social'];
    expect(parseWith({ VITE_SOCIAL_URLS: urls.join(' , ') }).socialProfiles).toEqual(
      labels.map((label, i) => ({ url: urls[i], label })),
    );
  });

  it('does not take a look-alike domain for a platform', () => {
    expect(parseWith({ VITE_SOCIAL_URLS: 'https://notfacebook.com/x' }).socialProfiles).toEqual([
      { url: 'https://notfacebook.com/x', label: 'notfacebook.com' },
    ]);
  });
});

// What a careless or hostile operator tried (issue 31): each stops the build naming the variable and the rule.
describe('parseConfig refuses what would land raw, misleading or secret', () => {
  it.each([
    ['markup that closes the title', '</title><script>alert(1)</script><title>', /^VITE_BRAND_NAME may be at most 24 characters/],
    [
      'a refresh to elsewhere',
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      /^VITE_BRAND_NAME may be at most 24/,
    ],
    ['10,000 characters', 'x'.repeat(10_000), /^VITE_BRAND_NAME may be at most 24 characters.* has 10000\.$/],
    ['one character past the limit', 'x'.repeat(brandNameMaxCharacters + 1), /^VITE_BRAND_NAME may be at most 24/],
    ['a newline', 'Acme\nMarket', /^VITE_BRAND_NAME must be printable text .*; it holds U\+000A in "Acme\\nMarket"/],
    ['a tab', 'Acme\tMarket', /^VITE_BRAND_NAME must be printable text .*; it holds U\+0009/],
    [
      'a right-to-left override',
      'Acme\u202eMarket',
      /^VITE_BRAND_NAME must be printable text .*; it holds U\+202E in "Acme\\u\{202e\}Market"/,
    ],
    ['a directional isolate', 'Acme\u2067Market', /^VITE_BRAND_NAME must be printable text .*U\+2067/],
    ['a zero-width joiner', 'Acme\u200dMarket', /^VITE_BRAND_NAME must be printable text .*U\+200D/],
    ['a no-break space', 'Acme\u00a0Market', /^VITE_BRAND_NAME must be printable text .*U\+00A0/],
    ['two spaces, which a page shows as one', 'Acme  Market', /^VITE_BRAND_NAME must separate words by single spaces/],
  ])('a brand with %s', (_case, value, message) => refuses('VITE_BRAND_NAME', value, message));

  it.each([
    ['H&M "Ben & Jerry\'s"'],
    ['AT&T <Shop>'],
    ['x'.repeat(brandNameMaxCharacters)],
    // 24 characters as a reader counts them, each a letter and a combining accent (48 code units).
    ['e\u0301'.repeat(brandNameMaxCharacters)],
    ['Чистый Дом · Ελλάδα'],
  ])('keeps the brand %j exactly as written', (brand) => {
    expect(parseWith({ VITE_BRAND_NAME: brand }).brandName).toBe(brand);
  });

  const credentials =
    /must not carry a user name or password \(user:password@host\): every page and script would publish them\.$/;
  it.each([
    ['VITE_SHOP_URL', 'https://user:secret@shop.example.com', credentials],
    ['VITE_SHOP_URL', 'https://@shop.example.com', credentials],
    ['VITE_MERCHANT_URL', 'https://admin@shop.example.com', credentials],
    ['VITE_SUPPORT_CHAT_URL', 'https://agent:secret@support.example.com/chat?key=k', credentials],
    ['VITE_SITE_URL', 'https://user:secret@www.example.com', credentials],
    ['VITE_PRIVACY_URL', 'https://u:p@www.example.com/privacy', credentials],
    ['VITE_SOCIAL_URLS', 'https://x.com/a,https://me:pw@facebook.com/b', credentials],
    ['VITE_SHOP_URL', 'http://host.example?', breaks('VITE_SHOP_URL', baseOnly)],
    ['VITE_SHOP_URL', 'https://shop.example.com/#', /^VITE_SHOP_URL must be a base URL .* without a query or fragment/],
    ['VITE_MERCHANT_URL', 'https://shop.example.com?', /^VITE_MERCHANT_URL must be a base URL .* without a query or fragment/],
    ['VITE_SITE_URL', 'https://www.example.com#', /^VITE_SITE_URL must be an origin only/],
    ['VITE_SHOP_URL', 'https://shop.example.com;sandbox', /^VITE_SHOP_URL must name its host by a hostname .* or an IP address/],
    ['VITE_SITE_URL', 'https://www.example.com;sandbox', breaks('VITE_SITE_URL', hostname)],
    ['VITE_MERCHANT_URL', "https://shop.example.com'unsafe-inline'", breaks('VITE_MERCHANT_URL', hostname)],
    ['VITE_SUPPORT_CHAT_URL', 'https://support.example.com;x/chat?key=k', breaks('VITE_SUPPORT_CHAT_URL', hostname)],
    ['VITE_TERMS_URL', 'https://legal_pages.example.com/terms', breaks('VITE_TERMS_URL', hostname)],
    [
      'VITE_COOKIE_POLICY_URL',
      'https://www.example.com./cookies',
      /^VITE_COOKIE_POLICY_URL must name its host by a hostname .*no trailing dot/,
    ],
    ['VITE_SOCIAL_URLS', 'https://x.com;y/a', breaks('VITE_SOCIAL_URLS', hostname)],
    [
      'VITE_SHOP_URL',
      'https://shop.exa\tmple.com',
      /^VITE_SHOP_URL must be a URL without spaces, control characters or backslashes, got "https:\/\/shop\.exa\\tmple\.com"/,
    ],
    [
      'VITE_SHOP_URL',
      'https://evil.example\\@shop.example.com',
      /^VITE_SHOP_URL must be a URL without spaces, control characters or backslashes/,
    ],
    ['VITE_SUPPORT_CHAT_URL', 'https:support.example.com/chat', /^VITE_SUPPORT_CHAT_URL must be an absolute http\(s\) URL/],
    [
      'VITE_CONTACT_EMAIL',
      'partners@example.com?subject=Hi&bcc=attacker%40evil.example',
      /^VITE_CONTACT_EMAIL must be an e-mail address \(name@example\.com: no spaces, query or parameters\)/,
    ],
    ['VITE_CONTACT_EMAIL', 'partners?cc=x@example.com', /^VITE_CONTACT_EMAIL must be an e-mail address/],
    ['VITE_CONTACT_EMAIL', 'partners@example.com#x', /^VITE_CONTACT_EMAIL must be an e-mail address/],
    ['VITE_CONTACT_EMAIL', 'partners@localhost', /^VITE_CONTACT_EMAIL must be an e-mail address/],
    ['VITE_CONTACT_EMAIL', 'Partners <partners@example.com>', /^VITE_CONTACT_EMAIL must be an e-mail address/],
    [
      'VITE_COMPANY_ADDRESS',
      'Hauptstraße 1\u202e, Berlin',
      /^VITE_COMPANY_ADDRESS must be one line .* without control or direction-changing characters/,
    ],
  ])('%s = %j', refuses);

  it('never repeats a password in its message', () => {
    expect(() => parseWith({ VITE_SHOP_URL: 'https://user:hunter2@shop.example.com' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  it('takes IP literals and international names, and passes each URL on as a browser writes it', () => {
    expect(
      parseWith({
        VITE_SHOP_URL: 'http://[::1]:4174/base/',
        VITE_MERCHANT_URL: 'https://Bücher.example',
        VITE_SUPPORT_CHAT_URL: 'http://127.0.0.1:4174/chat?key=a b'.replace(' ', '%20'),
        VITE_SITE_URL: 'HTTPS://WWW.EXAMPLE.COM',
        VITE_PRIVACY_URL: 'https://www.example.com/legal/"privacy"',
        VITE_CONTACT_EMAIL: "o'brien+shop@mail.example.co.uk",
      }),
    ).toMatchObject({
      shopUrl: 'http://[::1]:4174/base',
      merchantUrl: 'https://xn--bcher-kva.example',
      supportChatUrl: 'http://127.0.0.1:4174/chat?key=a%20b',
      siteUrl: 'https://www.example.com',
      legalUrls: { privacy: 'https://www.example.com/legal/%22privacy%22' },
      contactEmail: "o'brien+shop@mail.example.co.uk",
    });
  });
});
