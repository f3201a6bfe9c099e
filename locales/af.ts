import type { Catalogue } from './en.ts';

const af: Catalogue = {
  meta: {
    title: '{{brand}}: koop, verkoop en werk saam op één markplek',
    description:
      "Kies uit 10 miljoen produkte waarvan die gehalte gekeur is, met vinnige aflewering en 24-uur-ondersteuning. Open jou eie winkel of word 'n vennoot van {{brand}}.",
    notFoundTitle: 'Bladsy nie gevind nie | {{brand}}',
    imageAlt: 'Die {{brand}}-markplek: koop, verkoop en werk saam',
  },
  nav: {
    home: 'Tuis',
    about: 'Oor ons',
    features: 'Kenmerke',
    contact: 'Kontak',
    language: 'Taal',
    primary: 'Hoofnavigasie',
    skipToContent: 'Slaan oor na inhoud',
    chooseLanguage: 'Kies taal, huidige taal: {{language}}',
    languageNeedsScript: "Om 'n taal te kies, is JavaScript nodig, maar dit is in hierdie blaaier afgeskakel.",
  },
  hero: {
    title: 'Alles waarvoor jy lief is, met vertroue by jou afgelewer',
    subtitle: 'Een markplek vir kopers, verkopers en vennote',
    description:
      "Ontdek miljoene gehaltegekeurde produkte van betroubare handelaars, met vinnige aflewering, ondersteuning dag en nag, en 'n tienvoudige terugbetaling as iets ooit vals blyk te wees.",
    getStarted: 'Begin inkopies doen',
    learnMore: 'Kyk hoe dit werk',
  },
  headlineFigures: {
    label: 'Die markplek in syfers',
    products: 'Produkte',
    merchants: 'Handelaars',
    users: 'Gebruikers',
  },
  valuePropositions: {
    heading: 'Een markplek, drie maniere om te groei',
    intro: 'Of jy kom om te koop, te verkoop of iets saam met ons te bou: jou volgende stap begin hier.',
    buy: {
      title: 'Koop produkte',
      subtitle: 'Vir kopers',
      description:
        'Blaai deur miljoene uitgesoekte produkte teen billike pryse, betaal veilig en volg elke bestelling tot by jou voordeur.',
      action: 'Koop nou',
    },
    sell: {
      title: "Word 'n verkoper",
      subtitle: 'Vir handelaars',
      description: 'Open jou winkel binne minute en bereik 80 miljoen kopers, met hulpmiddels wat verkoop doodmaklik maak.',
      action: 'Registreer as verkoper',
    },
    cooperate: {
      title: 'Sakesamewerking',
      subtitle: 'Vir vennote',
      description:
        'Logistiek, betalings, handelsmerke of media: vertel ons wat jy in gedagte het, en ons vennootskapspan sal jou antwoord.',
      action: 'Kontak ons oor samewerking',
      newTabHint: "Maak ons vennootskapsklets in 'n nuwe oortjie oop",
    },
  },
  features: {
    heading: 'Waarom kopers {{brand}} kies',
    intro: 'Elke belofte hieronder is deel van hoe ons werk, met elke bestelling.',
    quality: {
      title: 'Gehalteversekering',
      description: 'Elke handelaar word deeglik nagegaan en elke lysting gekontroleer, sodat jy presies kry wat jy bestel het.',
    },
    delivery: {
      title: 'Vinnige aflewering',
      description: 'Bestellings verlaat die pakhuis vinnig en jy kan hulle by elke stap dophou.',
    },
    service: {
      title: 'Diens met omgee',
      description: 'Ons ondersteuningspan is 24 uur per dag, elke dag van die jaar, hier vir jou.',
    },
    selection: {
      title: 'Uitgesoekte produkte',
      description: 'Ons aankopers kies produkte en handelsmerke met sorg uit, sodat jy goeie keuses maklik kan vind.',
    },
    customerFirst: {
      title: 'Die kliënt eerste',
      description: 'Maklike terugsendings en regverdige antwoorde: as iets skeefloop, maak ons dit reg.',
    },
    genuine: {
      title: 'Egtheidswaarborg',
      description: "Net egte produkte. As 'n item ooit vals blyk te wees, betaal ons tien keer die prys terug.",
    },
  },
  footer: {
    company: 'Maatskappy',
    product: 'Produk',
    legal: 'Regsinligting',
    followUs: 'Volg ons',
    allRightsReserved: 'Alle regte voorbehou.',
    downloadApp: 'Laai die toep af',
    companyDescription: '{{brand}} verbind miljoene kopers regoor die wêreld met betroubare handelaars en vennote.',
    address: 'Adres',
    emailLabel: 'E-pos',
    privacy: 'Privaatheidsbeleid',
    terms: 'Diensbepalings',
    cookies: 'Koekiebeleid',
    openShop: 'Gaan na die winkel',
    mobileShop: 'Koop op jou foon',
    sellerCentre: 'Verkopersentrum',
    partnerships: 'Vennootskappe',
    aboutUs: 'Meer oor ons',
  },
  common: {
    loading: 'Laai tans…',
    error: 'Iets het skeefgeloop',
    retry: 'Probeer weer',
    close: 'Maak toe',
    back: 'Terug',
    next: 'Volgende',
    previous: 'Vorige',
    save: 'Stoor',
    cancel: 'Kanselleer',
    confirm: 'Bevestig',
    delete: 'Skrap',
    edit: 'Wysig',
    view: 'Bekyk',
    search: 'Soek',
    filter: 'Filtreer',
    sort: 'Sorteer',
    clear: 'Vee uit',
    apply: 'Pas toe',
  },
  marketing: {
    tagline: 'Koop slim. Verkoop meer. Groei saam.',
    trust: '80 miljoen kopers en 100\u00a0000 handelaars vertrou ons',
    refundBadge: 'Tienvoudige terugbetaling vir vervalsings',
    supportBadge: '24-uur-ondersteuning',
  },
  notFound: {
    code: '404',
    message: 'Oeps! Bladsy nie gevind nie',
    hint: 'Die bladsy waarna jy soek, bestaan nie of het geskuif.',
    returnHome: 'Terug na Tuis',
  },
};

export default af;
