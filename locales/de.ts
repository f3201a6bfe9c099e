import type { Catalogue } from './en.ts';

const de: Catalogue = {
  meta: {
    title: '{{brand}}: einkaufen, verkaufen und Partner werden – alles auf einem Marktplatz',
    description:
      'Entdecken Sie 10 Millionen qualitätsgeprüfte Produkte mit schneller Lieferung und 24-Stunden-Support, eröffnen Sie Ihren eigenen Shop oder werden Sie Partner von {{brand}}.',
    notFoundTitle: 'Seite nicht gefunden | {{brand}}',
    imageAlt: 'Der Marktplatz {{brand}}: einkaufen, verkaufen und Partner werden',
  },
  nav: {
    home: 'Startseite',
    about: 'Über uns',
    features: 'Vorteile',
    contact: 'Kontakt',
    language: 'Sprache',
    primary: 'Hauptnavigation',
    skipToContent: 'Zum Inhalt springen',
    chooseLanguage: 'Sprache wählen, aktuell: {{language}}',
    languageNeedsScript: 'Für die Sprachwahl wird JavaScript benötigt, das in diesem Browser ausgeschaltet ist.',
  },
  hero: {
    title: 'Alles, was Sie lieben – geliefert mit gutem Gefühl',
    subtitle: 'Ein Marktplatz für Käufer, Verkäufer und Partner',
    description:
      'Entdecken Sie Millionen qualitätsgeprüfter Produkte von vertrauenswürdigen Händlern – mit schneller Lieferung, Support rund um die Uhr und zehnfacher Erstattung, falls sich je etwas als Fälschung erweist.',
    getStarted: 'Jetzt einkaufen',
    learnMore: 'So funktioniert es',
  },
  headlineFigures: {
    label: 'Der Marktplatz in Zahlen',
    products: 'Produkte',
    merchants: 'Händler',
    users: 'Nutzer',
  },
  valuePropositions: {
    heading: 'Ein Marktplatz, drei Wege zu wachsen',
    intro: 'Ob Sie einkaufen, verkaufen oder gemeinsam mit uns etwas aufbauen möchten: Ihr nächster Schritt beginnt hier.',
    buy: {
      title: 'Produkte kaufen',
      subtitle: 'Für Käufer',
      description:
        'Stöbern Sie in Millionen ausgewählter Artikel zu fairen Preisen, bezahlen Sie sicher und verfolgen Sie jede Bestellung bis an Ihre Haustür.',
      action: 'Jetzt kaufen',
    },
    sell: {
      title: 'Verkäufer werden',
      subtitle: 'Für Händler',
      description:
        'Eröffnen Sie Ihren Shop in wenigen Minuten und erreichen Sie 80 Millionen Käufer – mit Tools, die das Verkaufen ganz einfach machen.',
      action: 'Als Verkäufer registrieren',
    },
    cooperate: {
      title: 'Geschäftliche Zusammenarbeit',
      subtitle: 'Für Partner',
      description:
        'Logistik, Zahlungen, Marken oder Medien: Erzählen Sie uns, was Sie vorhaben – unser Partnerschaftsteam meldet sich bei Ihnen.',
      action: 'Kooperation anfragen',
      newTabHint: 'Öffnet unseren Partnerschafts-Chat in einem neuen Tab',
    },
  },
  features: {
    heading: 'Warum Kunden sich für {{brand}} entscheiden',
    intro: 'Jedes dieser Versprechen gehört fest zu unserer Arbeitsweise – bei jeder einzelnen Bestellung.',
    quality: {
      title: 'Qualitätssicherung',
      description: 'Jeder Händler wird geprüft und jedes Angebot kontrolliert – damit bei Ihnen ankommt, was Sie bestellt haben.',
    },
    delivery: {
      title: 'Schnelle Lieferung',
      description: 'Bestellungen verlassen das Lager zügig, und Sie können jeden Schritt bis zur Zustellung verfolgen.',
    },
    service: {
      title: 'Aufmerksamer Service',
      description: 'Unser Support-Team ist 24 Stunden am Tag für Sie da – an jedem Tag des Jahres.',
    },
    selection: {
      title: 'Ausgewählte Produkte',
      description: 'Unsere Einkaufsexperten wählen Produkte und Marken sorgfältig aus, damit Sie mühelos das Richtige finden.',
    },
    customerFirst: {
      title: 'Der Kunde im Mittelpunkt',
      description: 'Einfache Rücksendungen und faire Antworten: Wenn einmal etwas schiefgeht, bringen wir es in Ordnung.',
    },
    genuine: {
      title: 'Echtheitsgarantie',
      description:
        'Nur Originalprodukte. Sollte sich ein Artikel jemals als Fälschung herausstellen, erstatten wir Ihnen das Zehnfache des Kaufpreises.',
    },
  },
  footer: {
    company: 'Unternehmen',
    product: 'Produkt',
    legal: 'Rechtliches',
    followUs: 'Folgen Sie uns',
    allRightsReserved: 'Alle Rechte vorbehalten.',
    downloadApp: 'App herunterladen',
    companyDescription:
      '{{brand}} verbindet Millionen von Käufern mit vertrauenswürdigen Händlern und Partnern auf der ganzen Welt.',
    address: 'Adresse',
    emailLabel: 'E-Mail',
    privacy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
    cookies: 'Cookie-Richtlinie',
    openShop: 'Zum Shop',
    mobileShop: 'Mobil einkaufen',
    sellerCentre: 'Verkäuferportal',
    partnerships: 'Partnerschaften',
    aboutUs: 'Über uns',
  },
  common: {
    loading: 'Wird geladen…',
    error: 'Etwas ist schiefgelaufen',
    retry: 'Erneut versuchen',
    close: 'Schließen',
    back: 'Zurück',
    next: 'Weiter',
    previous: 'Vorherige',
    save: 'Speichern',
    cancel: 'Abbrechen',
    confirm: 'Bestätigen',
    delete: 'Löschen',
    edit: 'Bearbeiten',
    view: 'Ansehen',
    search: 'Suchen',
    filter: 'Filtern',
    sort: 'Sortieren',
    clear: 'Zurücksetzen',
    apply: 'Anwenden',
  },
  marketing: {
    tagline: 'Clever einkaufen. Mehr verkaufen. Gemeinsam wachsen.',
    trust: '80 Millionen Käufer und 100.000 Händler vertrauen uns',
    refundBadge: 'Zehnfache Erstattung bei Fälschungen',
    supportBadge: '24-Stunden-Support',
  },
  notFound: {
    code: '404',
    message: 'Hoppla! Seite nicht gefunden',
    hint: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    returnHome: 'Zurück zur Startseite',
  },
};

export default de;
