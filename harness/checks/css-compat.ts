// `tsx harness/checks/css-compat.ts [DIR]`: checks the built stylesheet (default dist/) against package.json's
// "browserslist": every declaration Lightning CSS writes for the list is there (build.cssTarget follows it), and by MDN's
// data every property (or its prefixed or older form in the rule), pseudo, media feature, function and nesting is in
// every listed browser, and no property is one none knows or needs. Keyword values (`display:grid`) are not looked up.
// Why not stylelint's plugin: docs/decisions.md, "Our stylesheet check, not stylelint-no-unsupported-browser-features".
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CompatStatement } from '@mdn/browser-compat-data/types';
import { browserslistToTargets, transform } from 'lightningcss';
import { supportedBrowsers } from '../../scripts/build/browser-targets.ts';
import { isMain } from '../../scripts/shared/is-main.ts';
import { type FeatureName, featureAt, featuresUnder, oldestVersions, supportIn } from './browser-support.ts';
import { styleRules } from './css-rules.ts';

/** Missing in a listed browser and harmless there (properties, and pseudo-classes with their colon). Each needs its reason. */
export const harmlessWhereMissing: Readonly<Record<string, string>> = {
  'text-size-adjust': 'only mobile browsers inflate text; where it is missing there is nothing to adjust',
  'text-wrap': 'balanced lines are a refinement: where it is missing, headings and the brand wrap as text always has',
  'scrollbar-width': 'a thinner scrollbar is a refinement: where it is missing, the header’s links row shows the usual one',
};

const vendorPrefix = /^-(webkit|moz|ms|o)-/;
/** A property as a declaration names it: the property, and the prefix or older name it goes by. */
interface Form {
  readonly property: string;
  readonly as: FeatureName;
}

const properties = featureAt('css.properties');
const compatOf = (path: string) => featureAt(path)?.__compat;

// Older names of properties (`scroll-snap-margin-top` for `scroll-margin-top`, `-ms-grid-columns`…).
const olderNames = new Map<string, Form>();
for (const [property, feature] of featuresUnder(properties)) {
  for (const statements of Object.values(feature.__compat?.support ?? {})) {
    for (const { alternative_name: name } of [statements].flat()) {
      if (name) olderNames.set(name, { property, as: { alternativeName: name } });
    }
  }
}

// CSS functions by name (`color-mix`, `clamp`, `blur`…), wherever MDN files them under css.types;
// but not the basic shapes, whose rect() would be taken for the old `clip: rect()` every browser has.
const functions = new Map<string, CompatStatement>();
for (const queue = [featureAt('css.types')]; queue.length > 0; ) {
  for (const [key, feature] of featuresUnder(queue.shift())) {
    if (key === 'basic-shape') continue;
    if (!functions.has(key) && feature.__compat) functions.set(key, feature.__compat);
    queue.push(feature);
  }
}

/** The property a declaration sets, and under which name: its own, a vendor prefix or an older name. */
function formOf(name: string): Form | null {
  if (properties?.[name]) return { property: name, as: {} };
  const older = olderNames.get(name);
  if (older) return older;
  const prefix = vendorPrefix.exec(name)?.[0];
  const property = prefix && name.slice(prefix.length);
  return prefix && property && properties?.[property] ? { property, as: { prefix } } : null;
}

/** Declarations Lightning CSS writes for `browsers` that `css` lacks, as `selector { property:value }`. */
export function missingFallbacks(css: string, browsers: readonly string[]): string[] {
  const keysOf = (stylesheet: string) =>
    styleRules(stylesheet).flatMap((rule) =>
      rule.declarations.map(({ property, value }) => `${[...rule.conditions, rule.selector].join(' ')} { ${property}:${value} }`),
    );
  const built = new Set(keysOf(css));
  const { code } = transform({
    filename: 'built.css',
    code: Buffer.from(css),
    minify: true,
    targets: browserslistToTargets([...browsers]),
  });
  return [...new Set(keysOf(code.toString()))].filter((key) => !built.has(key));
}

/** A prefixed or older form is for the browsers that read it but not the property: for none, it is dead weight. */
function unneededForm(name: string, form: Form, oldest: Readonly<Record<string, string>>): string | null {
  const compat = properties?.[form.property]?.__compat;
  if (!compat) return null;
  const readers = supportIn(compat, oldest, form.as).present;
  const needing = readers.filter((browser) => supportIn(compat, oldest).missing.includes(browser));
  if (readers.length === 0) return `${name} is read by no browser on the list`;
  if (needing.length === 0) return `${name} is needed by no browser on the list: ${readers.join(', ')} read ${form.property}`;
  return null;
}

/** What `css` uses that a browser of `oldest` (`{ safari: '16.0', … }`) lacks, with no fallback: one line each. */
export function unsupportedCss(
  css: string,
  oldest: Readonly<Record<string, string>>,
  harmless: Readonly<Record<string, string>> = harmlessWhereMissing,
): string[] {
  const findings = new Set<string>();
  const report = (what: string, compat: CompatStatement | undefined | null, as?: FeatureName) => {
    const missing = compat ? supportIn(compat, oldest, as).missing : ['(unknown to MDN’s data)'];
    if (missing.length > 0) findings.add(`${what} is not supported in ${missing.join(', ')}`);
  };
  for (const rule of styleRules(css)) {
    for (const part of rule.unreadable) findings.add(`${part} could not be read: check it by hand`);
    if (rule.nested) report('CSS nesting', compatOf('css.selectors.nesting'));
    if (rule.mediaRanges) report('media query range syntax', compatOf('css.at-rules.media.range_syntax'));
    for (const feature of rule.mediaFeatures) report(`@media (${feature})`, compatOf(`css.at-rules.media.${feature}`));
    for (const pseudo of rule.pseudos.filter((name) => !vendorPrefix.test(name) && !(`:${name}` in harmless)))
      report(`:${pseudo}`, compatOf(`css.selectors.${pseudo}`));

    const forms = rule.declarations.map(({ property }) => [property, formOf(property)] as const);
    for (const [name, form] of forms) {
      if (name.startsWith('--') || name in harmless) continue;
      if (!form) {
        findings.add(`${name} is a property no browser on the list knows (MDN’s data has none by that name)`);
        continue;
      }
      if (Object.keys(form.as).length > 0) {
        const unneeded = unneededForm(name, form, oldest);
        if (unneeded) findings.add(unneeded);
        continue; // otherwise checked with the property it stands in for
      }
      // Missing only where neither the property nor any fallback for it in this rule is supported.
      const fallbacks = forms.filter(([, other]) => other?.property === name).map(([, other]) => other?.as ?? {});
      const compat = properties?.[name]?.__compat;
      if (!compat) continue;
      const missingPerForm = fallbacks.map((as) => supportIn(compat, oldest, as).missing);
      const missing = missingPerForm.reduce((common, list) => common.filter((browser) => list.includes(browser)));
      if (missing.length > 0)
        findings.add(`${name} is not supported in ${missing.join(', ')} (and no fallback in "${rule.selector}")`);
    }
    for (const name of rule.declarations.flatMap((declaration) => declaration.functions)) {
      if (!vendorPrefix.test(name) && functions.has(name)) report(`${name}()`, functions.get(name));
    }
  }
  return [...findings];
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const sheets = (await readdir(join(dir, 'assets'))).filter((name) => name.endsWith('.css'));
  if (sheets.length === 0) throw new Error(`No stylesheet in ${dir}/assets: build first.`);
  let findings = 0;
  for (const sheet of sheets) {
    const css = await readFile(join(dir, 'assets', sheet), 'utf8');
    for (const line of missingFallbacks(css, supportedBrowsers())) {
      findings += 1;
      console.error(`${sheet}: missing for the browserslist (is build.cssTarget derived from it?): ${line}`);
    }
    for (const line of unsupportedCss(css, oldestVersions())) {
      findings += 1;
      console.error(`${sheet}: ${line}`);
    }
  }
  if (findings > 0) {
    console.error(`\n${findings} CSS finding(s) against the browserslist in package.json.`);
    process.exitCode = 1;
  } else {
    console.log(
      `CSS fits the browserslist in package.json (${sheets.join(', ')}: prefixes, properties, selectors, media features, functions).`,
    );
  }
}
