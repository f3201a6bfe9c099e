/**
 * The English catalogue: the source of truth for every other language's keys and placeholders.
 * Placeholders are rosetta's `{{name}}`; `{{brand}}`, `{{email}}` and `{{year}}` are injected at render
 * time and must never be translated or hard-coded.
 */
const en = {
  meta: {
    title: '{{brand}}: shop, sell and partner on one marketplace',
    description:
      'Shop 10 million quality-checked products with fast delivery and 24-hour support, open your own store, or partner with {{brand}}.',
    notFoundTitle: 'Page not found | {{brand}}',
    imageAlt: '{{brand}} marketplace: shop, sell and partner',
  },
  nav: {
    home: 'Home',
    about: 'About',
    features: 'Features',
    contact: 'Contact',
    language: 'Language',
    primary: 'Main navigation',
    skipToContent: 'Skip to content',
    chooseLanguage: 'Choose language, current: {{language}}',
    languageNeedsScript: 'Choosing a language needs JavaScript, which is turned off in this browser.',
  },
  hero: {
    title: 'Everything you love, delivered with confidence',
    subtitle: 'One marketplace for shoppers, sellers and partners',
    description:
      'Discover millions of quality-checked products from trusted merchants, with fast delivery, round-the-clock support and a tenfold refund if anything is ever fake.',
    getStarted: 'Start shopping',
    learnMore: 'See how it works',
  },
  headlineFigures: {
    label: 'The marketplace in numbers',
    products: 'Products',
    merchants: 'Merchants',
    users: 'Users',
  },
  valuePropositions: {
    heading: 'One marketplace, three ways to grow',
    intro: 'Whether you come to shop, to sell or to build something together, your next step starts here.',
    buy: {
      title: 'Buy products',
      subtitle: 'For shoppers',
      description: 'Browse millions of selected goods at fair prices, pay securely and track every order to your door.',
      action: 'Buy now',
    },
    sell: {
      title: 'Become a seller',
      subtitle: 'For merchants',
      description: 'Open your store in minutes and reach 80 million shoppers, with tools that make selling simple.',
      action: 'Register as a seller',
    },
    cooperate: {
      title: 'Business cooperation',
      subtitle: 'For partners',
      description: 'Logistics, payments, brands or media: tell us what you have in mind and our partnership team will reply.',
      action: 'Contact us about cooperation',
      newTabHint: 'Opens our partnership chat in a new tab',
    },
  },
  features: {
    heading: 'Why shoppers choose {{brand}}',
    intro: 'Every promise below is part of how we work, on every order.',
    quality: {
      title: 'Quality assurance',
      description: 'Every merchant is vetted and every listing checked, so what arrives is what you ordered.',
    },
    delivery: {
      title: 'Fast delivery',
      description: 'Orders leave the warehouse quickly and you can follow them at every step.',
    },
    service: {
      title: 'Thoughtful service',
      description: 'Our support team is here 24 hours a day, every day of the year.',
    },
    selection: {
      title: 'Selected goods',
      description: 'Our buyers handpick products and brands, so good choices are easy to find.',
    },
    customerFirst: {
      title: 'Customer first',
      description: 'Easy returns and fair answers: when something goes wrong, we put it right.',
    },
    genuine: {
      title: 'Genuine guarantee',
      description: 'Only authentic products. If an item ever turns out to be fake, we refund ten times its price.',
    },
  },
  footer: {
    company: 'Company',
    product: 'Product',
    legal: 'Legal',
    followUs: 'Follow us',
    allRightsReserved: 'All rights reserved.',
    downloadApp: 'Download the app',
    companyDescription: '{{brand}} connects millions of shoppers with trusted merchants and partners around the world.',
    address: 'Address',
    emailLabel: 'Email',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    cookies: 'Cookie policy',
    openShop: 'Open the shop',
    mobileShop: 'Shop on your phone',
    sellerCentre: 'Seller centre',
    partnerships: 'Partnerships',
    aboutUs: 'About us',
  },
  common: {
    loading: 'Loading…',
    error: 'Something went wrong',
    retry: 'Try again',
    close: 'Close',
    back: 'Back',
    next: 'Next',
    previous: 'Previous',
    save: 'Save',
    cancel: 'Cancel',
    confirm: 'Confirm',
    delete: 'Delete',
    edit: 'Edit',
    view: 'View',
    search: 'Search',
    filter: 'Filter',
    sort: 'Sort',
    clear: 'Clear',
    apply: 'Apply',
  },
  marketing: {
    tagline: 'Shop smart. Sell more. Grow together.',
    trust: 'Trusted by 80 million shoppers and 100,000 merchants',
    refundBadge: 'Tenfold refund for fakes',
    supportBadge: '24-hour support',
  },
  notFound: {
    code: '404',
    message: 'Oops! Page not found',
    hint: 'The page you are looking for does not exist or has moved.',
    returnHome: 'Return to Home',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every catalogue has: exactly English's keys, each a string. */
export type Catalogue = Widen<typeof en>;

export default en satisfies Catalogue;
