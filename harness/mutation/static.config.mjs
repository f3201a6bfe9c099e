// `npm run mutation`'s second pass (stryker.config.mjs is the first): the static mutants of the pure
// modules and the language logic, which the first pass leaves out with the machines' own. Here a static
// mutant is a rule table or pattern built as the module loads (the validator's fields, the weight of an
// Accept-Language item); the tests that import the module kill most at once, and the whole pass takes
// minutes. Its report, on the same incremental file, is the whole run's (docs/testing.md#mutation-testing).
import first from './stryker.config.mjs';

export default {
  ...first,
  mutate: ['machines/lib/*.ts', 'locales/acceptLanguage.ts', 'locales/tags.ts', 'locales/translate.ts'],
  ignoreStatic: false,
};
