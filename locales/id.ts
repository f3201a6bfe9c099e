import type { Catalogue } from './en.ts';

const id: Catalogue = {
  meta: {
    title: '{{brand}}: belanja, berjualan, dan bermitra dalam satu marketplace',
    description:
      'Belanja dari 10 juta produk yang sudah lolos cek kualitas dengan pengiriman cepat dan layanan bantuan 24 jam, buka toko Anda sendiri, atau bermitra dengan {{brand}}.',
    notFoundTitle: 'Halaman tidak ditemukan | {{brand}}',
    imageAlt: 'Marketplace {{brand}}: belanja, berjualan, dan bermitra',
  },
  nav: {
    home: 'Beranda',
    about: 'Tentang',
    features: 'Fitur',
    contact: 'Kontak',
    language: 'Bahasa',
    primary: 'Navigasi utama',
    skipToContent: 'Langsung ke konten',
    chooseLanguage: 'Pilih bahasa, saat ini: {{language}}',
    languageNeedsScript: 'Memilih bahasa memerlukan JavaScript, yang dinonaktifkan di peramban ini.',
  },
  hero: {
    title: 'Semua yang Anda suka, sampai di tangan tanpa rasa khawatir',
    subtitle: 'Satu marketplace untuk pembeli, penjual, dan mitra',
    description:
      'Temukan jutaan produk yang sudah lolos cek kualitas dari toko tepercaya, dengan pengiriman cepat, layanan bantuan sepanjang waktu, dan jaminan uang kembali sepuluh kali lipat jika ada barang yang palsu.',
    getStarted: 'Mulai belanja',
    learnMore: 'Lihat cara kerjanya',
  },
  headlineFigures: {
    label: 'Marketplace kami dalam angka',
    products: 'Produk',
    merchants: 'Penjual',
    users: 'Pengguna',
  },
  valuePropositions: {
    heading: 'Satu marketplace, tiga cara untuk berkembang',
    intro:
      'Baik Anda datang untuk belanja, berjualan, atau membangun sesuatu bersama kami, langkah Anda berikutnya dimulai di sini.',
    buy: {
      title: 'Beli produk',
      subtitle: 'Untuk pembeli',
      description:
        'Jelajahi jutaan barang pilihan dengan harga bersahabat, bayar dengan aman, dan lacak setiap pesanan sampai ke depan pintu.',
      action: 'Beli sekarang',
    },
    sell: {
      title: 'Jadi penjual',
      subtitle: 'Untuk pemilik toko',
      description:
        'Buka toko Anda dalam hitungan menit dan jangkau 80 juta pembeli, dengan fitur-fitur yang membuat berjualan jadi mudah.',
      action: 'Daftar sebagai penjual',
    },
    cooperate: {
      title: 'Kerja sama bisnis',
      subtitle: 'Untuk mitra',
      description:
        'Logistik, pembayaran, merek, atau media: ceritakan rencana Anda dan tim kemitraan kami akan menghubungi Anda.',
      action: 'Ajukan kerja sama',
      newTabHint: 'Membuka chat kemitraan kami di tab baru',
    },
  },
  features: {
    heading: 'Mengapa pembeli memilih {{brand}}',
    intro: 'Setiap janji di bawah ini adalah bagian dari cara kami bekerja, di setiap pesanan.',
    quality: {
      title: 'Jaminan kualitas',
      description:
        'Setiap penjual diverifikasi dan setiap produk diperiksa, jadi barang yang tiba sesuai dengan yang Anda pesan.',
    },
    delivery: {
      title: 'Pengiriman cepat',
      description: 'Pesanan segera keluar dari gudang dan Anda bisa memantaunya di setiap tahap.',
    },
    service: {
      title: 'Layanan sepenuh hati',
      description: 'Tim layanan pelanggan kami siap membantu 24 jam sehari, setiap hari sepanjang tahun.',
    },
    selection: {
      title: 'Barang pilihan',
      description: 'Tim kurator kami memilih sendiri produk dan mereknya, jadi pilihan terbaik mudah ditemukan.',
    },
    customerFirst: {
      title: 'Pelanggan nomor satu',
      description: 'Retur mudah dan solusi yang adil: jika ada yang tidak beres, kami akan membereskannya.',
    },
    genuine: {
      title: 'Jaminan keaslian',
      description: 'Hanya produk asli. Jika suatu barang ternyata palsu, kami kembalikan dana sepuluh kali lipat dari harganya.',
    },
  },
  footer: {
    company: 'Perusahaan',
    product: 'Produk',
    legal: 'Ketentuan hukum',
    followUs: 'Ikuti kami',
    allRightsReserved: 'Hak cipta dilindungi undang-undang.',
    downloadApp: 'Unduh aplikasinya',
    companyDescription: '{{brand}} menghubungkan jutaan pembeli dengan penjual dan mitra tepercaya di seluruh dunia.',
    address: 'Alamat',
    emailLabel: 'E-mail',
    privacy: 'Kebijakan privasi',
    terms: 'Ketentuan layanan',
    cookies: 'Kebijakan cookie',
    openShop: 'Kunjungi toko',
    mobileShop: 'Belanja lewat ponsel',
    sellerCentre: 'Pusat penjual',
    partnerships: 'Kemitraan',
    aboutUs: 'Tentang kami',
  },
  common: {
    loading: 'Memuat…',
    error: 'Terjadi kesalahan',
    retry: 'Coba lagi',
    close: 'Tutup',
    back: 'Kembali',
    next: 'Berikutnya',
    previous: 'Sebelumnya',
    save: 'Simpan',
    cancel: 'Batal',
    confirm: 'Konfirmasi',
    delete: 'Hapus',
    edit: 'Ubah',
    view: 'Lihat',
    search: 'Cari',
    filter: 'Saring',
    sort: 'Urutkan',
    clear: 'Bersihkan',
    apply: 'Terapkan',
  },
  marketing: {
    tagline: 'Belanja cerdas. Jual lebih banyak. Tumbuh bersama.',
    trust: 'Dipercaya oleh 80 juta pembeli dan 100.000 penjual',
    refundBadge: 'Uang kembali 10 kali lipat untuk barang palsu',
    supportBadge: 'Layanan bantuan 24 jam',
  },
  notFound: {
    code: '404',
    message: 'Ups! Halaman tidak ditemukan',
    hint: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
    returnHome: 'Kembali ke Beranda',
  },
};

export default id;
