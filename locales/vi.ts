import type { Catalogue } from './en.ts';

const vi: Catalogue = {
  meta: {
    title: '{{brand}}: mua sắm, bán hàng và hợp tác trên cùng một sàn thương mại',
    description:
      'Khám phá 10 triệu sản phẩm đã được kiểm định chất lượng, cùng giao hàng nhanh và hỗ trợ 24 giờ; mở gian hàng của riêng bạn hoặc trở thành đối tác của {{brand}}.',
    notFoundTitle: 'Không tìm thấy trang | {{brand}}',
    imageAlt: 'Sàn thương mại {{brand}}: mua sắm, bán hàng và hợp tác',
  },
  nav: {
    home: 'Trang chủ',
    about: 'Giới thiệu',
    features: 'Ưu điểm',
    contact: 'Liên hệ',
    language: 'Ngôn ngữ',
    primary: 'Điều hướng chính',
    skipToContent: 'Chuyển đến nội dung chính',
    chooseLanguage: 'Chọn ngôn ngữ, hiện tại: {{language}}',
    languageNeedsScript: 'Cần JavaScript để chọn ngôn ngữ, nhưng JavaScript đang bị tắt trong trình duyệt này.',
  },
  hero: {
    title: 'Mọi thứ bạn yêu thích, giao tận tay đầy an tâm',
    subtitle: 'Một sàn thương mại cho người mua, người bán và đối tác',
    description:
      'Khám phá hàng triệu sản phẩm đã được kiểm định chất lượng từ các nhà bán hàng uy tín, cùng dịch vụ giao hàng nhanh, hỗ trợ suốt ngày đêm và hoàn tiền gấp mười lần nếu phát hiện hàng giả.',
    getStarted: 'Bắt đầu mua sắm',
    learnMore: 'Xem cách hoạt động',
  },
  headlineFigures: {
    label: 'Sàn thương mại qua những con số',
    products: 'Sản phẩm',
    merchants: 'Nhà bán hàng',
    users: 'Người dùng',
  },
  valuePropositions: {
    heading: 'Một sàn thương mại, ba cách để phát triển',
    intro: 'Dù bạn đến để mua sắm, bán hàng hay cùng nhau xây dựng điều gì đó, bước tiếp theo của bạn bắt đầu từ đây.',
    buy: {
      title: 'Mua sản phẩm',
      subtitle: 'Dành cho người mua',
      description:
        'Khám phá hàng triệu sản phẩm chọn lọc với giá hợp lý, thanh toán an toàn và theo dõi từng đơn hàng đến tận cửa nhà.',
      action: 'Mua ngay',
    },
    sell: {
      title: 'Trở thành nhà bán hàng',
      subtitle: 'Dành cho doanh nghiệp',
      description:
        'Mở gian hàng chỉ trong vài phút và tiếp cận 80 triệu người mua sắm, với những công cụ giúp việc bán hàng trở nên thật đơn giản.',
      action: 'Đăng ký bán hàng',
    },
    cooperate: {
      title: 'Hợp tác kinh doanh',
      subtitle: 'Dành cho đối tác',
      description:
        'Vận chuyển, thanh toán, thương hiệu hay truyền thông: hãy chia sẻ ý tưởng của bạn, đội ngũ hợp tác của chúng tôi sẽ phản hồi.',
      action: 'Liên hệ hợp tác với chúng tôi',
      newTabHint: 'Mở cuộc trò chuyện với đội ngũ hợp tác trong thẻ mới',
    },
  },
  features: {
    heading: 'Vì sao người mua sắm chọn {{brand}}',
    intro: 'Mỗi cam kết dưới đây là cách chúng tôi làm việc, trong từng đơn hàng.',
    quality: {
      title: 'Đảm bảo chất lượng',
      description:
        'Mọi nhà bán hàng đều được thẩm định và mọi sản phẩm đăng bán đều được kiểm tra, để bạn nhận đúng món hàng mình đã đặt.',
    },
    delivery: {
      title: 'Giao hàng nhanh',
      description: 'Đơn hàng rời kho nhanh chóng và bạn có thể theo dõi ở từng bước.',
    },
    service: {
      title: 'Dịch vụ tận tâm',
      description: 'Đội ngũ hỗ trợ của chúng tôi luôn sẵn sàng 24 giờ mỗi ngày, tất cả các ngày trong năm.',
    },
    selection: {
      title: 'Hàng hóa chọn lọc',
      description: 'Đội ngũ thu mua tuyển chọn kỹ lưỡng từng sản phẩm và thương hiệu, để bạn dễ dàng tìm được lựa chọn tốt.',
    },
    customerFirst: {
      title: 'Khách hàng là trên hết',
      description: 'Đổi trả dễ dàng, giải quyết công bằng: khi có sự cố, chúng tôi sẽ khắc phục thỏa đáng.',
    },
    genuine: {
      title: 'Cam kết chính hãng',
      description: 'Chỉ bán hàng chính hãng. Nếu sản phẩm bị phát hiện là hàng giả, chúng tôi hoàn tiền gấp mười lần giá trị.',
    },
  },
  footer: {
    company: 'Công ty',
    product: 'Sản phẩm',
    legal: 'Pháp lý',
    followUs: 'Theo dõi chúng tôi',
    allRightsReserved: 'Bảo lưu mọi quyền.',
    downloadApp: 'Tải ứng dụng',
    companyDescription: '{{brand}} kết nối hàng triệu người mua sắm với các nhà bán hàng và đối tác uy tín trên khắp thế giới.',
    address: 'Địa chỉ',
    emailLabel: 'Thư điện tử',
    privacy: 'Chính sách quyền riêng tư',
    terms: 'Điều khoản dịch vụ',
    cookies: 'Chính sách cookie',
    openShop: 'Vào cửa hàng',
    mobileShop: 'Mua sắm trên điện thoại',
    sellerCentre: 'Kênh Người bán',
    partnerships: 'Hợp tác đối tác',
    aboutUs: 'Về chúng tôi',
  },
  common: {
    loading: 'Đang tải…',
    error: 'Đã xảy ra lỗi',
    retry: 'Thử lại',
    close: 'Đóng',
    back: 'Quay lại',
    next: 'Tiếp theo',
    previous: 'Trước đó',
    save: 'Lưu',
    cancel: 'Hủy',
    confirm: 'Xác nhận',
    delete: 'Xóa',
    edit: 'Chỉnh sửa',
    view: 'Xem',
    search: 'Tìm kiếm',
    filter: 'Lọc',
    sort: 'Sắp xếp',
    clear: 'Xóa hết',
    apply: 'Áp dụng',
  },
  marketing: {
    tagline: 'Mua sắm thông minh. Bán hàng nhiều hơn. Cùng nhau phát triển.',
    trust: 'Được 80 triệu người mua sắm và 100.000 nhà bán hàng tin chọn',
    refundBadge: 'Hoàn tiền gấp 10 lần nếu là hàng giả',
    supportBadge: 'Hỗ trợ 24 giờ',
  },
  notFound: {
    code: '404',
    message: 'Rất tiếc! Không tìm thấy trang',
    hint: 'Trang bạn đang tìm không tồn tại hoặc đã được chuyển đi.',
    returnHome: 'Về trang chủ',
  },
};

export default vi;
