import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.schema.ts';

const valid = {
  VITE_BRAND_NAME: 'Marketly',
  VITE_SHOP_URL: 'https://shop.example.com/base/',
  VITE_MERCHANT_URL: 'https://shop.example.com',
  VITE_SUPPORT_CHAT_URL: 'https://support.example.com/chat?key=k',
  VITE_CONTACT_EMAIL: 'partners@example.com',
  VITE_OFFERED_LANGUAGES: 'en, cn,de,vi,de',
  VITE_SITE_URL: 'https://www.example.com',
};

describe('parseConfig', () => {
  it('accepts the defaults, trims slashes and spaces, and drops repeated languages', () => {
    expect(parseConfig(valid)).toEqual({
      brandName: 'Marketly',
      shopUrl: 'https://shop.example.com/base',
      merchantUrl: 'https://shop.example.com',
      supportChatUrl: 'https://support.example.com/chat?key=k',
      contactEmail: 'partners@example.com',
      offeredLanguages: ['en', 'cn', 'de', 'vi'],
      siteUrl: 'https://www.example.com',
    });
  });

  it.each([
    ['VITE_BRAND_NAME', '', /VITE_BRAND_NAME is missing/],
    ['VITE_SHOP_URL', undefined, /VITE_SHOP_URL is missing/],
    ['VITE_SHOP_URL', 'shop.example.com', /VITE_SHOP_URL must be an absolute http\(s\) URL/],
    ['VITE_MERCHANT_URL', 'ftp://shop.example.com', /VITE_MERCHANT_URL must be an absolute http\(s\) URL/],
    ['VITE_SUPPORT_CHAT_URL', 'javascript:alert(1)', /VITE_SUPPORT_CHAT_URL must be an absolute http\(s\) URL/],
    ['VITE_SITE_URL', '/relative', /VITE_SITE_URL must be an absolute http\(s\) URL/],
    ['VITE_CONTACT_EMAIL', 'not-an-email', /VITE_CONTACT_EMAIL must be an e-mail address/],
    ['VITE_OFFERED_LANGUAGES', 'en,xx,zz', /VITE_OFFERED_LANGUAGES has unknown language code\(s\): xx, zz/],
    ['VITE_OFFERED_LANGUAGES', 'de,fr', /VITE_OFFERED_LANGUAGES must include en/],
  ])('fails naming %s when it is %j', (name, value, message) => {
    expect(() => parseConfig({ ...valid, [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ ...valid, [name]: value })).toThrow(message);
  });
});
