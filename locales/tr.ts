import type { Catalogue } from './en.ts';

const tr: Catalogue = {
  meta: {
    title: '{{brand}}: alışveriş, satış ve iş ortaklığı tek pazaryerinde',
    description:
      'Kalitesi kontrol edilmiş 10 milyon ürünü hızlı teslimat ve 24 saat destekle keşfedin, kendi mağazanızı açın ya da {{brand}} ile iş ortaklığı kurun.',
    notFoundTitle: 'Sayfa bulunamadı | {{brand}}',
    imageAlt: '{{brand}} pazaryeri: alışveriş, satış ve iş ortaklığı',
  },
  nav: {
    home: 'Ana Sayfa',
    about: 'Hakkımızda',
    features: 'Özellikler',
    contact: 'İletişim',
    language: 'Dil',
    primary: 'Ana gezinme',
    skipToContent: 'İçeriğe geç',
    chooseLanguage: 'Dil seçin, geçerli dil: {{language}}',
    languageNeedsScript: 'Dil seçmek için JavaScript gerekir; bu tarayıcıda JavaScript kapalı.',
  },
  hero: {
    title: 'Sevdiğiniz her şey, gönül rahatlığıyla kapınızda',
    subtitle: 'Alıcılar, satıcılar ve iş ortakları için tek pazaryeri',
    description:
      'Güvenilir satıcılardan kalitesi kontrol edilmiş milyonlarca ürünü keşfedin. Hızlı teslimat, günün her saati destek ve sahte çıkan her ürün için fiyatının on katı iade sizi bekliyor.',
    getStarted: 'Alışverişe başlayın',
    learnMore: 'Nasıl çalıştığını görün',
  },
  headlineFigures: {
    label: 'Rakamlarla pazaryerimiz',
    products: 'Ürün',
    merchants: 'Satıcı',
    users: 'Kullanıcı',
  },
  valuePropositions: {
    heading: 'Tek pazaryeri, büyümenin üç yolu',
    intro:
      'İster alışveriş yapmaya, ister satış yapmaya, ister birlikte bir şeyler kurmaya gelin; bir sonraki adımınız burada başlıyor.',
    buy: {
      title: 'Ürün satın alın',
      subtitle: 'Alışveriş yapanlar için',
      description:
        'Özenle seçilmiş milyonlarca ürüne uygun fiyatlarla göz atın, güvenle ödeyin ve her siparişinizi kapınıza kadar takip edin.',
      action: 'Hemen satın alın',
    },
    sell: {
      title: 'Satıcı olun',
      subtitle: 'İşletmeler için',
      description: 'Mağazanızı dakikalar içinde açın ve satışı kolaylaştıran araçlarla 80 milyon alıcıya ulaşın.',
      action: 'Satıcı olarak kaydolun',
    },
    cooperate: {
      title: 'İş birliği',
      subtitle: 'İş ortakları için',
      description: 'Lojistik, ödeme, marka ya da medya: aklınızdakini bize anlatın, iş ortaklığı ekibimiz size dönüş yapsın.',
      action: 'İş birliği için bize ulaşın',
      newTabHint: 'İş ortaklığı sohbetimiz yeni sekmede açılır',
    },
  },
  features: {
    heading: 'Alışverişseverler neden {{brand}} diyor?',
    intro: 'Aşağıdaki her vaat, her siparişte çalışma biçimimizin bir parçasıdır.',
    quality: {
      title: 'Kalite güvencesi',
      description:
        'Her satıcı titizlikle incelenir, her ilan tek tek kontrol edilir; böylece elinize tam olarak sipariş ettiğiniz ürün ulaşır.',
    },
    delivery: {
      title: 'Hızlı teslimat',
      description: 'Siparişler depodan hızla çıkar, siz de her adımını takip edebilirsiniz.',
    },
    service: {
      title: 'Özenli hizmet',
      description: 'Destek ekibimiz yılın her günü, günün 24 saati yanınızda.',
    },
    selection: {
      title: 'Seçkin ürünler',
      description: 'Satın alma uzmanlarımız ürünleri ve markaları tek tek seçer; böylece iyi seçenekleri bulmak çok kolaylaşır.',
    },
    customerFirst: {
      title: 'Önce müşteri',
      description: 'Kolay iade ve adil çözümler: bir sorun çıktığında düzeltiriz.',
    },
    genuine: {
      title: 'Orijinallik garantisi',
      description: 'Yalnızca orijinal ürünler. Bir ürün sahte çıkarsa fiyatının on katını iade ederiz.',
    },
  },
  footer: {
    company: 'Şirket',
    product: 'Ürün',
    legal: 'Yasal',
    followUs: 'Bizi takip edin',
    allRightsReserved: 'Tüm hakları saklıdır.',
    downloadApp: 'Uygulamayı indirin',
    companyDescription:
      '{{brand}}, dünyanın dört bir yanındaki milyonlarca alıcıyı güvenilir satıcılar ve iş ortaklarıyla buluşturur.',
    address: 'Adres',
    emailLabel: 'E-posta',
    privacy: 'Gizlilik politikası',
    terms: 'Hizmet koşulları',
    cookies: 'Çerez politikası',
    openShop: 'Mağazaya git',
    mobileShop: 'Telefonunuzdan alışveriş yapın',
    sellerCentre: 'Satıcı merkezi',
    partnerships: 'İş ortaklıkları',
    aboutUs: 'Biz kimiz',
  },
  common: {
    loading: 'Yükleniyor…',
    error: 'Bir şeyler ters gitti',
    retry: 'Tekrar dene',
    close: 'Kapat',
    back: 'Geri',
    next: 'Sonraki',
    previous: 'Önceki',
    save: 'Kaydet',
    cancel: 'İptal',
    confirm: 'Onayla',
    delete: 'Sil',
    edit: 'Düzenle',
    view: 'Görüntüle',
    search: 'Ara',
    filter: 'Filtrele',
    sort: 'Sırala',
    clear: 'Temizle',
    apply: 'Uygula',
  },
  marketing: {
    tagline: 'Akıllı alışveriş. Daha çok satış. Birlikte büyüyelim.',
    trust: '80 milyon alışverişsever ve 100.000 satıcı bize güveniyor',
    refundBadge: 'Sahte ürüne on kat iade',
    supportBadge: '24 saat destek',
  },
  notFound: {
    code: '404',
    message: 'Hay aksi! Sayfa bulunamadı',
    hint: 'Aradığınız sayfa mevcut değil ya da taşınmış.',
    returnHome: 'Ana sayfaya dön',
  },
};

export default tr;
