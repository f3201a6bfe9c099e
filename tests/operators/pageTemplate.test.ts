import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillPage, markers } from '../../scripts/build/page-template.ts';

const template = `<html lang="en" dir="ltr"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title><!--title--></title>
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

  it('puts the inline script right before #root, after the policy: in <head> it shared a task with the stylesheet', () => {
    const html = fillPage(template, page);
    const [head = '', body = ''] = html.split('<body>');
    expect(head).not.toContain('<script>');
    expect(head).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(body.trimStart()).toMatch(/^<script>var a\$="\$&";b\(\$`\)<\/script>\s*<div id="root"/);
  });

  it('writes a title that holds markup as text: one <title>, no element of the brand’s', () => {
    const title = '</title><script>alert(1)</script><title>H&M "Ben & Jerry\'s"';
    const html = fillPage(template, { ...page, title, description: '<meta http-equiv="refresh" content="0;url=x">' });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<meta http-equiv="refresh"');
    expect(html).toContain(
      "<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;title&gt;H&amp;M &quot;Ben &amp; Jerry's&quot;</title>",
    );
  });

  it('never takes a value that holds a marker’s text for a marker', () => {
    const html = fillPage(template, {
      ...page,
      headTags: '<!-- <title><!--title--></title> <div id="root"><!--app--></div> -->',
    });
    expect(html).toContain(`<!-- <title><!--title--></title> <div id="root"><!--app--></div> -->`);
    expect(html).toContain('<div id="root" data-page="landing"><h1>');
  });

  it.each([
    [
      'lost its root',
      template.replace('<!--app-->', ''),
      /marker <div id="root"><!--app--><\/div> is in the built index\.html 0 times, not once/,
    ],
    [
      'lost its lang and dir',
      template.replace(' dir="ltr"', ''),
      /marker <html lang="en" dir="ltr"> is in the built index\.html 0 times/,
    ],
    [
      'a title Vite filled from the environment',
      template.replace('<!--title-->', 'Marketly'),
      /marker <title><!--title--><\/title> is in the built index\.html 0 times/,
    ],
    [
      'two titles',
      template.replace('<!--head-->', '<title><!--title--></title><!--head-->'),
      /marker <title><!--title--><\/title> is in the built index\.html 2 times/,
    ],
  ])('fails, saying so, when the template has %s', (_case, broken, message) => {
    expect(() => fillPage(broken, page)).toThrow(message);
  });
});

describe('index.html', () => {
  const html = readFileSync('index.html', 'utf8');

  it('has every marker the prerender fills exactly once', () => {
    for (const marker of Object.values(markers)) expect(html.split(marker), marker).toHaveLength(2);
  });

  it('starts <body> with #root, so that the inline script the prerender puts before it is first there', () => {
    expect(html.split('<body>')[1]?.trimStart().startsWith(markers.root)).toBe(true);
  });

  it('substitutes no configuration itself: Vite pastes a %VITE_…% value in raw', () => {
    expect(html).not.toMatch(/%VITE_\w+%/);
  });
});
