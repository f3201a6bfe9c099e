import type { Catalogue } from './en.ts';

const es: Catalogue = {
  meta: {
    title: '{{brand}}: compra, vende y colabora en un solo marketplace',
    description:
      'Elige entre 10 millones de productos con calidad verificada, entrega rápida y atención las 24 horas, abre tu propia tienda o hazte socio de {{brand}}.',
    notFoundTitle: 'Página no encontrada | {{brand}}',
    imageAlt: 'El marketplace {{brand}}: compra, vende y colabora',
  },
  nav: {
    home: 'Inicio',
    about: 'Acerca de',
    features: 'Ventajas',
    contact: 'Contacto',
    language: 'Idioma',
    primary: 'Navegación principal',
    skipToContent: 'Ir al contenido',
    chooseLanguage: 'Elegir idioma, idioma actual: {{language}}',
    languageNeedsScript: 'Para elegir un idioma se necesita JavaScript, que está desactivado en este navegador.',
  },
  hero: {
    title: 'Todo lo que te encanta, entregado con total confianza',
    subtitle: 'Un solo marketplace para compradores, vendedores y socios',
    description:
      'Descubre millones de productos con calidad verificada de comercios de confianza, con entrega rápida, atención a toda hora y un reembolso de diez veces el precio si algo llegara a ser falso.',
    getStarted: 'Empieza a comprar',
    learnMore: 'Descubre cómo funciona',
  },
  headlineFigures: {
    label: 'El marketplace en cifras',
    products: 'Productos',
    merchants: 'Comercios',
    users: 'Usuarios',
  },
  valuePropositions: {
    heading: 'Un marketplace, tres formas de crecer',
    intro: 'Vengas a comprar, a vender o a construir algo con nosotros, tu próximo paso empieza aquí.',
    buy: {
      title: 'Comprar productos',
      subtitle: 'Para compradores',
      description:
        'Explora millones de artículos seleccionados a precios justos, paga de forma segura y sigue cada pedido hasta la puerta de tu casa.',
      action: 'Comprar ahora',
    },
    sell: {
      title: 'Conviértete en vendedor',
      subtitle: 'Para comercios',
      description:
        'Abre tu tienda en minutos y llega a 80 millones de compradores, con herramientas que hacen que vender sea muy sencillo.',
      action: 'Regístrate como vendedor',
    },
    cooperate: {
      title: 'Colaboración empresarial',
      subtitle: 'Para socios',
      description: 'Logística, pagos, marcas o medios: cuéntanos qué tienes en mente y nuestro equipo de alianzas te responderá.',
      action: 'Escríbenos para colaborar',
      newTabHint: 'Abre nuestro chat de alianzas en una pestaña nueva',
    },
  },
  features: {
    heading: 'Por qué los compradores eligen {{brand}}',
    intro: 'Cada una de estas promesas forma parte de nuestra manera de trabajar, en cada pedido.',
    quality: {
      title: 'Garantía de calidad',
      description: 'Verificamos a cada comercio y revisamos cada publicación, para que recibas exactamente lo que pediste.',
    },
    delivery: {
      title: 'Entrega rápida',
      description: 'Los pedidos salen del almacén sin demora y puedes seguirlos en cada etapa.',
    },
    service: {
      title: 'Atención esmerada',
      description: 'Nuestro equipo de soporte está disponible las 24 horas del día, todos los días del año.',
    },
    selection: {
      title: 'Productos seleccionados',
      description: 'Nuestros expertos eligen uno a uno productos y marcas, para que encontrar una buena opción sea fácil.',
    },
    customerFirst: {
      title: 'El cliente es lo primero',
      description: 'Devoluciones sencillas y respuestas justas: si algo sale mal, lo solucionamos.',
    },
    genuine: {
      title: 'Garantía de autenticidad',
      description: 'Solo productos originales. Si algún artículo llegara a resultar falso, te reembolsamos diez veces su precio.',
    },
  },
  footer: {
    company: 'Empresa',
    product: 'Producto',
    legal: 'Información legal',
    followUs: 'Síguenos',
    allRightsReserved: 'Todos los derechos reservados.',
    downloadApp: 'Descarga la app',
    companyDescription: '{{brand}} conecta a millones de compradores con comercios y socios de confianza en todo el mundo.',
    address: 'Dirección',
    emailLabel: 'Correo electrónico',
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    cookies: 'Política de cookies',
    openShop: 'Ir a la tienda',
    mobileShop: 'Compra desde tu teléfono',
    sellerCentre: 'Centro de vendedores',
    partnerships: 'Alianzas',
    aboutUs: 'Sobre nosotros',
  },
  common: {
    loading: 'Cargando…',
    error: 'Algo salió mal',
    retry: 'Reintentar',
    close: 'Cerrar',
    back: 'Volver',
    next: 'Siguiente',
    previous: 'Anterior',
    save: 'Guardar',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    delete: 'Eliminar',
    edit: 'Editar',
    view: 'Ver',
    search: 'Buscar',
    filter: 'Filtrar',
    sort: 'Ordenar',
    clear: 'Borrar',
    apply: 'Aplicar',
  },
  marketing: {
    tagline: 'Compra con inteligencia. Vende más. Crezcamos juntos.',
    trust: 'La confianza de 80 millones de compradores y 100.000 comercios',
    refundBadge: '¿Es falso? Te reembolsamos diez veces su precio',
    supportBadge: 'Atención las 24 horas',
  },
  notFound: {
    code: '404',
    message: '¡Uy! Página no encontrada',
    hint: 'La página que buscas no existe o se ha movido.',
    returnHome: 'Volver al inicio',
  },
};

export default es;
