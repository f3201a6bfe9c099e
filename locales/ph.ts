import type { Catalogue } from './en.ts';

const ph: Catalogue = {
  meta: {
    title: '{{brand}}: mamili, magbenta at makipagtulungan sa iisang marketplace',
    description:
      'Mamili mula sa 10 milyong produktong dumaan sa quality check, na may mabilis na delivery at 24 na oras na suporta, magbukas ng sarili mong tindahan, o makipagtulungan sa {{brand}}.',
    notFoundTitle: 'Hindi mahanap ang pahina | {{brand}}',
    imageAlt: 'Marketplace ng {{brand}}: mamili, magbenta at makipagtulungan',
  },
  nav: {
    home: 'Simula',
    about: 'Tungkol sa Amin',
    features: 'Mga Tampok',
    contact: 'Kontak',
    language: 'Wika',
    primary: 'Pangunahing nabigasyon',
    skipToContent: 'Lumaktaw sa nilalaman',
    chooseLanguage: 'Pumili ng wika, kasalukuyan: {{language}}',
    languageNeedsScript: 'Kailangan ng JavaScript para pumili ng wika, pero naka-off ito sa browser na ito.',
  },
  hero: {
    title: 'Lahat ng gusto mo, darating nang panatag ang loob mo',
    subtitle: 'Iisang marketplace para sa mga mamimili, nagbebenta at partner',
    description:
      'Tumuklas ng milyun-milyong produktong dumaan sa quality check mula sa mga pinagkakatiwalaang merchant, na may mabilis na delivery, suporta araw at gabi, at sampung beses na refund kung may mapatunayang peke.',
    getStarted: 'Magsimulang mamili',
    learnMore: 'Tingnan kung paano ito gumagana',
  },
  headlineFigures: {
    label: 'Ang marketplace sa mga numero',
    products: 'Mga Produkto',
    merchants: 'Mga Merchant',
    users: 'Mga Gumagamit',
  },
  valuePropositions: {
    heading: 'Iisang marketplace, tatlong paraan para umunlad',
    intro: 'Mamimili ka man, magbebenta, o bubuo ng isang bagay kasama namin, dito nagsisimula ang susunod mong hakbang.',
    buy: {
      title: 'Bumili ng mga produkto',
      subtitle: 'Para sa mga mamimili',
      description:
        'Mag-browse ng milyun-milyong piling produkto sa patas na presyo, magbayad nang ligtas, at subaybayan ang bawat order hanggang sa pintuan mo.',
      action: 'Bumili na',
    },
    sell: {
      title: 'Maging nagbebenta',
      subtitle: 'Para sa mga merchant',
      description:
        'Buksan ang iyong tindahan sa loob lang ng ilang minuto at abutin ang 80 milyong mamimili, gamit ang mga tool na nagpapadali sa pagbebenta.',
      action: 'Magrehistro para magbenta',
    },
    cooperate: {
      title: 'Pakikipagtulungan sa negosyo',
      subtitle: 'Para sa mga partner',
      description:
        'Logistics, pagbabayad, brand o media: sabihin sa amin ang nasa isip mo at sasagutin ka ng aming partnership team.',
      action: 'Makipagtulungan sa amin',
      newTabHint: 'Bubuksan ang aming partnership chat sa bagong tab',
    },
  },
  features: {
    heading: 'Bakit pinipili ng mga mamimili ang {{brand}}',
    intro: 'Bahagi ng paraan ng aming pagtatrabaho ang bawat pangako sa ibaba, sa bawat order.',
    quality: {
      title: 'Garantiya sa kalidad',
      description:
        'Sinusuri ang bawat merchant at tinitingnan ang bawat listing, kaya ang darating ay eksaktong kung ano ang in-order mo.',
    },
    delivery: {
      title: 'Mabilis na delivery',
      description: 'Mabilis na lumalabas ng bodega ang mga order at masusubaybayan mo ang mga ito sa bawat hakbang.',
    },
    service: {
      title: 'Maalalahaning serbisyo',
      description: 'Narito ang aming support team 24 na oras bawat araw, buong taon.',
    },
    selection: {
      title: 'Mga piling produkto',
      description:
        'Maingat na pinipili ng aming mga tagapili ang mga produkto at brand, kaya madaling makahanap ng magagandang pagpipilian.',
    },
    customerFirst: {
      title: 'Inuuna ang customer',
      description: 'Madaling pagbabalik ng item at patas na sagot: kapag may nagkamali, itinatama namin ito.',
    },
    genuine: {
      title: 'Garantiyang orihinal',
      description:
        'Mga tunay na produkto lamang. Kung mapatunayang peke ang isang item, ibabalik namin ang sampung beses ng presyo nito.',
    },
  },
  footer: {
    company: 'Kumpanya',
    product: 'Produkto',
    legal: 'Ligal',
    followUs: 'Sundan kami',
    allRightsReserved: 'Nakalaan ang lahat ng karapatan.',
    downloadApp: 'I-download ang app',
    companyDescription:
      'Ikinokonekta ng {{brand}} ang milyun-milyong mamimili sa mga pinagkakatiwalaang merchant at partner sa buong mundo.',
    address: 'Adres',
    emailLabel: 'E-mail',
    privacy: 'Patakaran sa privacy',
    terms: 'Mga tuntunin ng serbisyo',
    cookies: 'Patakaran sa cookie',
    openShop: 'Buksan ang tindahan',
    mobileShop: 'Mamili gamit ang iyong telepono',
    sellerCentre: 'Sentro ng nagbebenta',
    partnerships: 'Mga pakikipagtulungan',
    aboutUs: 'Tungkol sa amin',
  },
  common: {
    loading: 'Naglo-load…',
    error: 'May nangyaring mali',
    retry: 'Subukang muli',
    close: 'Isara',
    back: 'Bumalik',
    next: 'Susunod',
    previous: 'Nakaraan',
    save: 'I-save',
    cancel: 'Kanselahin',
    confirm: 'Kumpirmahin',
    delete: 'Burahin',
    edit: 'I-edit',
    view: 'Tingnan',
    search: 'Maghanap',
    filter: 'Salain',
    sort: 'Pagsunud-sunurin',
    clear: 'I-clear',
    apply: 'Ilapat',
  },
  marketing: {
    tagline: 'Mamili nang matalino. Magbenta nang higit pa. Sabay tayong umunlad.',
    trust: 'Pinagkakatiwalaan ng 80 milyong mamimili at 100,000 merchant',
    refundBadge: 'Sampung beses na refund kapag peke',
    supportBadge: '24 na oras na suporta',
  },
  notFound: {
    code: '404',
    message: 'Naku! Hindi mahanap ang pahina',
    hint: 'Wala o nailipat na ang pahinang hinahanap mo.',
    returnHome: 'Bumalik sa Simula',
  },
};

export default ph;
