// The start-shopping and seller-registration links (machines/lib/shop.ts).
import { describe, expect, it } from 'vitest';
import { sellerRegistrationUrl, shopEntryUrl } from '../../machines/lib/shop.ts';

describe('shop links', () => {
  it('sends phones to /h5/ and wider screens to /pc/', () => {
    const shopUrl = 'https://shop.example.com/base';
    expect(shopEntryUrl(shopUrl, true)).toBe('https://shop.example.com/base/h5/');
    expect(shopEntryUrl(shopUrl, false)).toBe('https://shop.example.com/base/pc/');
  });

  it('sends sellers to the application page of the merchant site', () => {
    expect(sellerRegistrationUrl('https://m.example.com')).toBe('https://m.example.com/#/pagesC/applyshop/applyType');
  });
});
