import type { Catalogue } from './en.ts';

const it: Catalogue = {
  meta: {
    title: '{{brand}}: compra, vendi e collabora in un unico marketplace',
    description:
      'Scegli tra 10 milioni di prodotti con qualità verificata, consegna rapida e assistenza 24 ore su 24, apri il tuo negozio o diventa partner di {{brand}}.',
    notFoundTitle: 'Pagina non trovata | {{brand}}',
    imageAlt: 'Il marketplace {{brand}}: compra, vendi e collabora',
  },
  nav: {
    home: 'Home',
    about: 'Chi siamo',
    features: 'Vantaggi',
    contact: 'Contatti',
    language: 'Lingua',
    primary: 'Navigazione principale',
    skipToContent: 'Vai al contenuto',
    chooseLanguage: 'Scegli la lingua, lingua attuale: {{language}}',
    languageNeedsScript: 'Per scegliere una lingua serve JavaScript, che in questo browser è disattivato.',
  },
  hero: {
    title: 'Tutto ciò che ami, consegnato in tutta tranquillità',
    subtitle: 'Un unico marketplace per chi compra, chi vende e i partner',
    description:
      'Scopri milioni di prodotti con qualità verificata di venditori affidabili, con consegna rapida, assistenza 24 ore su 24 e un rimborso pari a dieci volte il prezzo se un articolo dovesse mai rivelarsi falso.',
    getStarted: 'Inizia ad acquistare',
    learnMore: 'Scopri come funziona',
  },
  headlineFigures: {
    label: 'Il marketplace in cifre',
    products: 'Prodotti',
    merchants: 'Venditori',
    users: 'Utenti',
  },
  valuePropositions: {
    heading: 'Un marketplace, tre modi per crescere',
    intro: 'Che tu voglia comprare, vendere o costruire qualcosa insieme a noi, il tuo prossimo passo inizia qui.',
    buy: {
      title: 'Acquista prodotti',
      subtitle: 'Per chi compra',
      description:
        'Sfoglia milioni di articoli selezionati a prezzi onesti, paga in tutta sicurezza e segui ogni ordine fino alla tua porta.',
      action: 'Acquista ora',
    },
    sell: {
      title: 'Diventa venditore',
      subtitle: 'Per chi vende',
      description:
        'Apri il tuo negozio in pochi minuti e raggiungi 80 milioni di acquirenti, con strumenti che rendono la vendita semplicissima.',
      action: 'Registrati come venditore',
    },
    cooperate: {
      title: 'Collaborazioni commerciali',
      subtitle: 'Per i partner',
      description:
        'Logistica, pagamenti, marchi o media: raccontaci cosa hai in mente e il nostro team dedicato alle partnership ti risponderà.',
      action: 'Contattaci per collaborare',
      newTabHint: 'Apre la nostra chat per le partnership in una nuova scheda',
    },
  },
  features: {
    heading: 'Perché gli acquirenti scelgono {{brand}}',
    intro: 'Ognuna di queste promesse fa parte del nostro modo di lavorare, su ogni singolo ordine.',
    quality: {
      title: 'Garanzia di qualità',
      description: 'Ogni venditore è verificato e ogni inserzione controllata: ricevi esattamente ciò che hai ordinato.',
    },
    delivery: {
      title: 'Consegna rapida',
      description: 'Gli ordini lasciano il magazzino in tempi brevi e puoi seguirli passo dopo passo.',
    },
    service: {
      title: 'Un servizio attento',
      description: 'Il nostro team di assistenza è a tua disposizione 24 ore su 24, tutti i giorni dell’anno.',
    },
    selection: {
      title: 'Prodotti selezionati',
      description: 'I nostri esperti selezionano con cura prodotti e marchi, così trovare ciò che fa per te è semplicissimo.',
    },
    customerFirst: {
      title: 'Il cliente al primo posto',
      description: 'Resi facili e risposte corrette: se qualcosa va storto, rimediamo noi.',
    },
    genuine: {
      title: 'Garanzia di autenticità',
      description:
        'Solo prodotti originali. Se un articolo dovesse mai rivelarsi falso, ti rimborsiamo dieci volte il suo prezzo.',
    },
  },
  footer: {
    company: 'Azienda',
    product: 'Prodotto',
    legal: 'Note legali',
    followUs: 'Seguici',
    allRightsReserved: 'Tutti i diritti riservati.',
    downloadApp: 'Scarica l’app',
    companyDescription: '{{brand}} mette in contatto milioni di acquirenti con venditori e partner affidabili in tutto il mondo.',
    address: 'Indirizzo',
    emailLabel: 'E-mail',
    privacy: 'Informativa sulla privacy',
    terms: 'Termini di servizio',
    cookies: 'Informativa sui cookie',
    openShop: 'Vai al negozio',
    mobileShop: 'Acquista dal tuo smartphone',
    sellerCentre: 'Area venditori',
    partnerships: 'Collaborazioni',
    aboutUs: 'Chi siamo',
  },
  common: {
    loading: 'Caricamento…',
    error: 'Si è verificato un errore',
    retry: 'Riprova',
    close: 'Chiudi',
    back: 'Indietro',
    next: 'Successivo',
    previous: 'Precedente',
    save: 'Salva',
    cancel: 'Annulla',
    confirm: 'Conferma',
    delete: 'Elimina',
    edit: 'Modifica',
    view: 'Visualizza',
    search: 'Cerca',
    filter: 'Filtra',
    sort: 'Ordina',
    clear: 'Cancella',
    apply: 'Applica',
  },
  marketing: {
    tagline: 'Compra con intelligenza. Vendi di più. Cresciamo insieme.',
    trust: 'La fiducia di 80 milioni di acquirenti e 100.000 venditori',
    refundBadge: 'Rimborso di 10 volte il prezzo sui falsi',
    supportBadge: 'Assistenza 24 ore su 24',
  },
  notFound: {
    code: '404',
    message: 'Ops! Pagina non trovata',
    hint: 'La pagina che cerchi non esiste o è stata spostata.',
    returnHome: 'Torna alla home',
  },
};

export default it;
