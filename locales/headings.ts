import type { MessageKey } from './catalogues.ts';

/**
 * Put between two phrases of a heading in the languages written without spaces between words (Chinese,
 * Japanese, Thai) by the build (scripts/phrases/mark.ts); <HeadingText> (src/views) makes each a line
 * break opportunity and never shows it. U+200B, so a mark that ever did reach the page would show nothing.
 */
export const phraseBoundary = '\u200B';

/**
 * The messages the page sets as headings (and the hero's subtitle, a display line too), through
 * <HeadingText>: the build marks their phrases.
 */
export const headingKeys = [
  'hero.title',
  'hero.subtitle',
  'valuePropositions.heading',
  'valuePropositions.buy.title',
  'valuePropositions.sell.title',
  'valuePropositions.cooperate.title',
  'features.heading',
  'features.quality.title',
  'features.delivery.title',
  'features.service.title',
  'features.selection.title',
  'features.customerFirst.title',
  'features.genuine.title',
  'notFound.message',
] as const satisfies readonly MessageKey[];
