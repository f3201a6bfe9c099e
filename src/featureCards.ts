/**
 * The features section's cards, in the order the page shows them: each is a `features.<key>` entry (title
 * and description) of every catalogue, and an icon in src/views/Features.tsx.
 */
export const featureCards = ['quality', 'delivery', 'service', 'selection', 'customerFirst', 'genuine'] as const;

export type FeatureCard = (typeof featureCards)[number];
