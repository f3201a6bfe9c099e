import { describe, expect, it } from 'vitest';
import { fillPage } from '../../scripts/build/page-template.ts';

const template = `<html lang="en" dir="ltr"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>x</title>
<meta name="description" content="" />
<!--head-->
</head><body><div id="root"><!--app--></div></body></html>`;

const page = {
  policy: "default-src 'self'",
  inlineScript: 'var a$="$&";b($`)',
  title: 'Cash$&Carry: shop',
  description: "Prices in $' and $$",
  headTags: '<meta property="og:site_name" content="Cash$&amp;Carry" />',
  kind: 'landing',
  body: "<h1>Cash$&amp;Carry $` $' $$</h1>",
  tag: 'zh-CN',
  dir: 'ltr',
};

describe('filling a page into the built index.html', () => {
  it("puts every value in verbatim, though a brand or minified code holds replacement patterns ($&, $`, $', $$)", () => {
    const html = fillPage(template, page);
    expect(html).toContain('<script>var a$="$&";b($`)</script>');
    expect(html).toContain('<title>Cash$&amp;Carry: shop</title>');
    expect(html).toContain('content="Prices in $\' and $$"');
    expect(html).toContain('<meta property="og:site_name" content="Cash$&amp;Carry" />');
    expect(html).toContain('<div id="root" data-page="landing"><h1>Cash$&amp;Carry $` $\' $$</h1></div>');
    expect(html).toContain('<html lang="zh-CN" dir="ltr">');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />`);
  });

  it('fails, saying so, when the template has lost its markers', () => {
    expect(() => fillPage(template.replace('<!--app-->', ''), page)).toThrow(/template markers were not found/);
    expect(() => fillPage(template.replace(' dir="ltr"', ''), page)).toThrow(/template markers were not found/);
  });
});
