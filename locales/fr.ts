import type { Catalogue } from './en.ts';

const fr: Catalogue = {
  meta: {
    title: '{{brand}} : achetez, vendez et devenez partenaire sur une seule place de marché',
    description:
      'Découvrez 10 millions de produits au contrôle qualité rigoureux, avec livraison rapide et assistance 24 h/24, ouvrez votre propre boutique ou devenez partenaire de {{brand}}.',
    notFoundTitle: 'Page introuvable | {{brand}}',
    imageAlt: 'La place de marché {{brand}} : achetez, vendez et devenez partenaire',
  },
  nav: {
    home: 'Accueil',
    about: 'À propos',
    features: 'Avantages',
    contact: 'Nous contacter',
    language: 'Langue',
    primary: 'Navigation principale',
    skipToContent: 'Aller au contenu',
    chooseLanguage: 'Choisir la langue, langue actuelle : {{language}}',
    languageNeedsScript: 'Le choix de la langue nécessite JavaScript, qui est désactivé dans ce navigateur.',
  },
  hero: {
    title: 'Tout ce que vous aimez, livré en toute confiance',
    subtitle: 'Une seule place de marché pour les acheteurs, les vendeurs et les partenaires',
    description:
      'Découvrez des millions de produits contrôlés, proposés par des marchands de confiance, avec une livraison rapide, une assistance disponible jour et nuit et un remboursement de dix fois le prix si un article se révèle être une contrefaçon.',
    getStarted: 'Commencer mes achats',
    learnMore: 'Voir comment ça marche',
  },
  headlineFigures: {
    label: 'La place de marché en chiffres',
    products: 'Produits',
    merchants: 'Marchands',
    users: 'Utilisateurs',
  },
  valuePropositions: {
    heading: 'Une place de marché, trois façons de grandir',
    intro: 'Que vous veniez pour acheter, pour vendre ou pour construire un projet avec nous, tout commence ici.',
    buy: {
      title: 'Acheter des produits',
      subtitle: 'Pour les acheteurs',
      description:
        'Parcourez des millions d’articles sélectionnés à prix justes, payez en toute sécurité et suivez chaque commande jusqu’à votre porte.',
      action: 'Acheter maintenant',
    },
    sell: {
      title: 'Devenir vendeur',
      subtitle: 'Pour les marchands',
      description:
        'Ouvrez votre boutique en quelques minutes et touchez 80 millions d’acheteurs, grâce à des outils qui simplifient la vente.',
      action: 'S’inscrire comme vendeur',
    },
    cooperate: {
      title: 'Coopération commerciale',
      subtitle: 'Pour les partenaires',
      description:
        'Logistique, paiement, marques ou médias : parlez-nous de votre projet, notre équipe partenariats vous répondra.',
      action: 'Proposer un partenariat',
      newTabHint: 'Ouvre notre messagerie partenariats dans un nouvel onglet',
    },
  },
  features: {
    heading: 'Pourquoi les acheteurs choisissent {{brand}}',
    intro: 'Chacune de ces promesses fait partie de notre façon de travailler, pour chaque commande.',
    quality: {
      title: 'Assurance qualité',
      description: 'Chaque marchand est contrôlé et chaque annonce vérifiée : vous recevez exactement ce que vous avez commandé.',
    },
    delivery: {
      title: 'Livraison rapide',
      description: 'Vos commandes quittent rapidement l’entrepôt et vous pouvez les suivre à chaque étape.',
    },
    service: {
      title: 'Un service attentionné',
      description: 'Notre équipe d’assistance est à votre écoute 24 h/24, tous les jours de l’année.',
    },
    selection: {
      title: 'Une sélection soignée',
      description:
        'Nos équipes achats choisissent avec soin chaque produit et chaque marque, pour que vous trouviez facilement ce qu’il vous faut.',
    },
    customerFirst: {
      title: 'Le client avant tout',
      description: 'Retours faciles et réponses équitables : en cas de problème, nous arrangeons les choses.',
    },
    genuine: {
      title: 'Garantie d’authenticité',
      description:
        'Uniquement des produits authentiques. Si un article se révèle être une contrefaçon, nous vous remboursons dix fois son prix.',
    },
  },
  footer: {
    company: 'Entreprise',
    product: 'Produit',
    legal: 'Informations légales',
    followUs: 'Suivez-nous',
    allRightsReserved: 'Tous droits réservés.',
    downloadApp: 'Télécharger l’application',
    companyDescription:
      '{{brand}} met en relation des millions d’acheteurs avec des marchands et des partenaires de confiance partout dans le monde.',
    address: 'Adresse',
    emailLabel: 'E-mail',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    cookies: 'Politique relative aux cookies',
    openShop: 'Accéder à la boutique',
    mobileShop: 'Achetez depuis votre mobile',
    sellerCentre: 'Espace vendeurs',
    partnerships: 'Partenariats',
    aboutUs: 'Qui sommes-nous',
  },
  common: {
    loading: 'Chargement…',
    error: 'Une erreur est survenue',
    retry: 'Réessayer',
    close: 'Fermer',
    back: 'Retour',
    next: 'Suivant',
    previous: 'Précédent',
    save: 'Enregistrer',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    delete: 'Supprimer',
    edit: 'Modifier',
    view: 'Afficher',
    search: 'Rechercher',
    filter: 'Filtrer',
    sort: 'Trier',
    clear: 'Effacer',
    apply: 'Appliquer',
  },
  marketing: {
    tagline: 'Achetez malin. Vendez plus. Grandissons ensemble.',
    trust: '80 millions d’acheteurs et 100 000 marchands nous font confiance',
    refundBadge: 'Contrefaçon remboursée dix fois son prix',
    supportBadge: 'Assistance 24 h/24',
  },
  notFound: {
    code: '404',
    message: 'Oups ! Page introuvable',
    hint: 'La page que vous recherchez n’existe pas ou a été déplacée.',
    returnHome: 'Retour à l’accueil',
  },
};

export default fr;
