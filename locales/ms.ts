import type { Catalogue } from './en.ts';

const ms: Catalogue = {
  meta: {
    title: '{{brand}}: beli-belah, berniaga dan jalin kerjasama di satu pasaran',
    description:
      'Beli-belah daripada 10 juta produk yang telah disemak kualitinya dengan penghantaran pantas dan sokongan 24 jam, buka kedai anda sendiri, atau jalin kerjasama dengan {{brand}}.',
    notFoundTitle: 'Halaman tidak ditemui | {{brand}}',
    imageAlt: 'Pasaran {{brand}}: beli-belah, berniaga dan jalin kerjasama',
  },
  nav: {
    home: 'Utama',
    about: 'Tentang Kami',
    features: 'Ciri-ciri',
    contact: 'Hubungi Kami',
    language: 'Bahasa',
    primary: 'Navigasi utama',
    skipToContent: 'Langkau ke kandungan',
    chooseLanguage: 'Pilih bahasa, bahasa semasa: {{language}}',
    languageNeedsScript: 'Memilih bahasa memerlukan JavaScript, yang dimatikan dalam pelayar ini.',
  },
  hero: {
    title: 'Semua kegemaran anda, dihantar dengan penuh yakin',
    subtitle: 'Satu pasaran untuk pembeli, penjual dan rakan kongsi',
    description:
      'Terokai berjuta-juta produk yang telah disemak kualitinya daripada peniaga yang dipercayai, dengan penghantaran pantas, sokongan sepanjang masa dan bayaran balik sepuluh kali ganda jika ada barangan yang tiruan.',
    getStarted: 'Mula membeli-belah',
    learnMore: 'Lihat cara ia berfungsi',
  },
  headlineFigures: {
    label: 'Pasaran kami dalam angka',
    products: 'Produk',
    merchants: 'Peniaga',
    users: 'Pengguna',
  },
  valuePropositions: {
    heading: 'Satu pasaran, tiga cara untuk berkembang',
    intro:
      'Sama ada anda datang untuk membeli-belah, berniaga atau membina sesuatu bersama kami, langkah seterusnya bermula di sini.',
    buy: {
      title: 'Beli produk',
      subtitle: 'Untuk pembeli',
      description:
        'Layari berjuta-juta barangan pilihan pada harga yang berpatutan, bayar dengan selamat dan jejaki setiap pesanan hingga ke muka pintu anda.',
      action: 'Beli sekarang',
    },
    sell: {
      title: 'Jadi penjual',
      subtitle: 'Untuk peniaga',
      description: 'Buka kedai anda dalam beberapa minit dan capai 80 juta pembeli, dengan alatan yang memudahkan urusan jualan.',
      action: 'Daftar sebagai penjual',
    },
    cooperate: {
      title: 'Kerjasama perniagaan',
      subtitle: 'Untuk rakan kongsi',
      description: 'Logistik, pembayaran, jenama atau media: kongsikan idea anda dan pasukan perkongsian kami akan membalas.',
      action: 'Hubungi untuk kerjasama',
      newTabHint: 'Membuka sembang perkongsian kami dalam tab baharu',
    },
  },
  features: {
    heading: 'Mengapa pembeli memilih {{brand}}',
    intro: 'Setiap janji di bawah ialah sebahagian daripada cara kami bekerja, untuk setiap pesanan.',
    quality: {
      title: 'Jaminan kualiti',
      description:
        'Setiap peniaga disaring dan setiap senarai produk disemak, jadi barang yang tiba adalah sama seperti yang anda pesan.',
    },
    delivery: {
      title: 'Penghantaran pantas',
      description: 'Pesanan keluar dari gudang dengan cepat dan anda boleh menjejakinya pada setiap langkah.',
    },
    service: {
      title: 'Layanan yang prihatin',
      description: 'Pasukan sokongan kami sedia membantu 24 jam sehari, setiap hari sepanjang tahun.',
    },
    selection: {
      title: 'Barangan pilihan',
      description: 'Pakar pemilihan kami memilih produk dan jenama dengan teliti, jadi pilihan yang baik mudah ditemui.',
    },
    customerFirst: {
      title: 'Pelanggan diutamakan',
      description: 'Pemulangan mudah dan jawapan yang adil: jika ada yang tidak kena, kami akan membetulkannya.',
    },
    genuine: {
      title: 'Jaminan tulen',
      description:
        'Hanya produk asli. Jika sesuatu barangan didapati tiruan, kami pulangkan wang sebanyak sepuluh kali ganda harganya.',
    },
  },
  footer: {
    company: 'Syarikat',
    product: 'Produk',
    legal: 'Perundangan',
    followUs: 'Ikuti kami',
    allRightsReserved: 'Hak cipta terpelihara.',
    downloadApp: 'Muat turun aplikasi',
    companyDescription:
      '{{brand}} menghubungkan berjuta-juta pembeli dengan peniaga dan rakan kongsi yang dipercayai di seluruh dunia.',
    address: 'Alamat',
    emailLabel: 'E-mel',
    privacy: 'Dasar privasi',
    terms: 'Terma perkhidmatan',
    cookies: 'Dasar kuki',
    openShop: 'Lawati kedai',
    mobileShop: 'Beli-belah di telefon anda',
    sellerCentre: 'Pusat penjual',
    partnerships: 'Perkongsian',
    aboutUs: 'Tentang kami',
  },
  common: {
    loading: 'Memuatkan…',
    error: 'Berlaku ralat',
    retry: 'Cuba lagi',
    close: 'Tutup',
    back: 'Kembali',
    next: 'Seterusnya',
    previous: 'Sebelumnya',
    save: 'Simpan',
    cancel: 'Batal',
    confirm: 'Sahkan',
    delete: 'Padam',
    edit: 'Sunting',
    view: 'Lihat',
    search: 'Cari',
    filter: 'Tapis',
    sort: 'Isih',
    clear: 'Kosongkan',
    apply: 'Gunakan',
  },
  marketing: {
    tagline: 'Beli dengan bijak. Jual lebih banyak. Berkembang bersama.',
    trust: 'Dipercayai oleh 80 juta pembeli dan 100,000 peniaga',
    refundBadge: 'Bayaran balik sepuluh kali ganda jika tiruan',
    supportBadge: 'Sokongan 24 jam',
  },
  notFound: {
    code: '404',
    message: 'Alamak! Halaman tidak ditemui',
    hint: 'Halaman yang anda cari tidak wujud atau telah dipindahkan.',
    returnHome: 'Kembali ke Laman Utama',
  },
};

export default ms;
