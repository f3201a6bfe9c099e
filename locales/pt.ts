import type { Catalogue } from './en.ts';

const pt: Catalogue = {
  meta: {
    title: '{{brand}}: compre, venda e seja parceiro em um só marketplace',
    description:
      'Escolha entre 10 milhões de produtos com qualidade verificada, entrega rápida e atendimento 24 horas, abra sua própria loja ou torne-se parceiro de {{brand}}.',
    notFoundTitle: 'Página não encontrada | {{brand}}',
    imageAlt: 'O marketplace {{brand}}: compre, venda e seja parceiro',
  },
  nav: {
    home: 'Início',
    about: 'Sobre nós',
    features: 'Vantagens',
    contact: 'Contato',
    language: 'Idioma',
    primary: 'Navegação principal',
    skipToContent: 'Ir para o conteúdo',
    chooseLanguage: 'Escolher idioma, idioma atual: {{language}}',
    languageNeedsScript: 'Escolher um idioma requer JavaScript, que está desativado neste navegador.',
  },
  hero: {
    title: 'Tudo o que você ama, entregue com total confiança',
    subtitle: 'Um só marketplace para compradores, vendedores e parceiros',
    description:
      'Descubra milhões de produtos com qualidade verificada, de lojistas confiáveis, com entrega rápida, atendimento a qualquer hora e reembolso de dez vezes o valor se algum item for falsificado.',
    getStarted: 'Começar a comprar',
    learnMore: 'Veja como funciona',
  },
  headlineFigures: {
    label: 'O marketplace em números',
    products: 'Produtos',
    merchants: 'Lojistas',
    users: 'Usuários',
  },
  valuePropositions: {
    heading: 'Um marketplace, três formas de crescer',
    intro: 'Seja para comprar, vender ou construir algo juntos, o seu próximo passo começa aqui.',
    buy: {
      title: 'Comprar produtos',
      subtitle: 'Para compradores',
      description:
        'Explore milhões de itens selecionados a preços justos, pague com segurança e acompanhe cada pedido até a sua porta.',
      action: 'Comprar agora',
    },
    sell: {
      title: 'Torne-se vendedor',
      subtitle: 'Para lojistas',
      description:
        'Abra sua loja em minutos e alcance 80 milhões de compradores, com ferramentas que deixam a venda muito mais simples.',
      action: 'Cadastre-se como vendedor',
    },
    cooperate: {
      title: 'Parcerias comerciais',
      subtitle: 'Para parceiros',
      description:
        'Logística, pagamentos, marcas ou mídia: conte-nos o que você tem em mente e nossa equipe de parcerias entrará em contato.',
      action: 'Fale conosco sobre parcerias',
      newTabHint: 'Abre nosso chat de parcerias em uma nova aba',
    },
  },
  features: {
    heading: 'Por que os compradores escolhem {{brand}}',
    intro: 'Cada promessa abaixo faz parte do nosso jeito de trabalhar, em todos os pedidos.',
    quality: {
      title: 'Garantia de qualidade',
      description: 'Todos os lojistas são avaliados e cada anúncio é verificado, para que você receba exatamente o que pediu.',
    },
    delivery: {
      title: 'Entrega rápida',
      description: 'Os pedidos saem do armazém rapidamente e você acompanha cada etapa do caminho.',
    },
    service: {
      title: 'Atendimento atencioso',
      description: 'Nossa equipe de suporte está disponível 24 horas por dia, todos os dias do ano.',
    },
    selection: {
      title: 'Produtos selecionados',
      description: 'Nossos especialistas escolhem produtos e marcas a dedo, para que seja fácil encontrar boas opções.',
    },
    customerFirst: {
      title: 'Cliente em primeiro lugar',
      description: 'Devoluções fáceis e respostas justas: se algo der errado, nós resolvemos.',
    },
    genuine: {
      title: 'Garantia de autenticidade',
      description: 'Somente produtos originais. Se algum item se revelar falsificado, devolvemos dez vezes o valor pago.',
    },
  },
  footer: {
    company: 'Empresa',
    product: 'Produto',
    legal: 'Informações legais',
    followUs: 'Siga-nos',
    allRightsReserved: 'Todos os direitos reservados.',
    downloadApp: 'Baixe o app',
    companyDescription: '{{brand}} conecta milhões de compradores a lojistas e parceiros confiáveis em todo o mundo.',
    address: 'Endereço',
    emailLabel: 'E-mail',
    privacy: 'Política de privacidade',
    terms: 'Termos de serviço',
    cookies: 'Política de cookies',
    openShop: 'Ir para a loja',
    mobileShop: 'Compre pelo smartphone',
    sellerCentre: 'Central do vendedor',
    partnerships: 'Parcerias',
    aboutUs: 'Quem somos',
  },
  common: {
    loading: 'Carregando…',
    error: 'Ocorreu um erro',
    retry: 'Tentar novamente',
    close: 'Fechar',
    back: 'Voltar',
    next: 'Próximo',
    previous: 'Anterior',
    save: 'Salvar',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    delete: 'Excluir',
    edit: 'Editar',
    view: 'Ver',
    search: 'Pesquisar',
    filter: 'Filtrar',
    sort: 'Ordenar',
    clear: 'Limpar',
    apply: 'Aplicar',
  },
  marketing: {
    tagline: 'Compre com inteligência. Venda mais. Vamos crescer juntos.',
    trust: 'A confiança de 80 milhões de compradores e 100 mil lojistas',
    refundBadge: '10 vezes o valor de volta se for falso',
    supportBadge: 'Atendimento 24 horas',
  },
  notFound: {
    code: '404',
    message: 'Ops! Página não encontrada',
    hint: 'A página que você procura não existe ou foi movida.',
    returnHome: 'Voltar ao início',
  },
};

export default pt;
