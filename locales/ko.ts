import type { Catalogue } from './en.ts';

const ko: Catalogue = {
  meta: {
    title: '{{brand}}: 쇼핑, 판매, 제휴까지 하나의 마켓플레이스에서',
    description:
      '품질 검수를 거친 1,000만 개 상품을 빠른 배송과 24시간 고객 지원으로 만나 보세요. 나만의 스토어를 열거나 {{brand}}의 파트너가 될 수도 있습니다.',
    notFoundTitle: '페이지를 찾을 수 없습니다 | {{brand}}',
    imageAlt: '{{brand}} 마켓플레이스: 쇼핑, 판매, 제휴',
  },
  nav: {
    home: '홈',
    about: '소개',
    features: '특징',
    contact: '문의하기',
    language: '언어',
    menu: '메뉴',
    primary: '주 메뉴',
    skipToContent: '본문 바로가기',
    chooseLanguage: '언어 선택, 현재 언어: {{language}}',
  },
  hero: {
    title: '좋아하는 모든 것을, 믿고 받아 보세요',
    subtitle: '쇼핑객, 판매자, 파트너를 위한 하나의 마켓플레이스',
    description:
      '믿을 수 있는 판매자의 품질 검수 상품 수백만 개를 만나 보세요. 빠른 배송과 24시간 고객 지원은 물론, 만약 가품이라면 10배로 환불해 드립니다.',
    getStarted: '쇼핑 시작하기',
    learnMore: '자세히 보기',
  },
  stats: {
    label: '숫자로 보는 마켓플레이스',
    products: '상품',
    merchants: '판매자',
    users: '사용자',
  },
  valuePropositions: {
    heading: '하나의 마켓플레이스, 세 가지 성장 방법',
    intro: '쇼핑이든 판매든, 함께 무언가를 만들어 가는 일이든, 다음 걸음은 여기에서 시작됩니다.',
    buy: {
      title: '상품 구매',
      subtitle: '쇼핑객을 위해',
      description:
        '엄선된 수백만 개의 상품을 합리적인 가격에 둘러보고, 안전하게 결제하고, 모든 주문을 문 앞까지 추적해 보세요.',
      action: '지금 구매하기',
    },
    sell: {
      title: '판매자 되기',
      subtitle: '판매자를 위해',
      description:
        '몇 분 만에 스토어를 열고 8,000만 쇼핑객을 만나 보세요. 판매를 쉽게 만들어 주는 도구도 준비되어 있습니다.',
      action: '판매자로 등록하기',
    },
    cooperate: {
      title: '비즈니스 제휴',
      subtitle: '파트너를 위해',
      description:
        '물류, 결제, 브랜드, 미디어 등 어떤 아이디어든 알려 주세요. 제휴 담당 팀이 답변해 드립니다.',
      action: '제휴 문의하기',
      newTabHint: '새 탭에서 제휴 상담 채팅이 열립니다',
    },
  },
  features: {
    heading: '고객들이 {{brand}}에서 쇼핑하는 이유',
    intro: '아래의 약속 하나하나가 모든 주문에 적용되는 저희의 원칙입니다.',
    quality: {
      title: '품질 보증',
      description: '모든 판매자를 심사하고 모든 상품 정보를 검수하기에, 주문하신 그대로 받아 보실 수 있습니다.',
    },
    delivery: {
      title: '빠른 배송',
      description: '주문 상품은 창고에서 신속하게 출고되며, 모든 배송 단계를 확인할 수 있습니다.',
    },
    service: {
      title: '세심한 서비스',
      description: '고객 지원팀이 연중무휴 24시간 함께합니다.',
    },
    selection: {
      title: '엄선된 상품',
      description: '전문 바이어가 상품과 브랜드를 직접 고르기에, 좋은 상품을 쉽게 찾을 수 있습니다.',
    },
    customerFirst: {
      title: '고객 우선',
      description: '간편한 반품과 공정한 응대. 문제가 생기면 확실하게 바로잡아 드립니다.',
    },
    genuine: {
      title: '정품 보장',
      description: '정품만 판매합니다. 만약 가품으로 확인되면 상품 가격의 10배를 환불해 드립니다.',
    },
  },
  footer: {
    company: '회사',
    product: '서비스',
    legal: '법적 고지',
    followUs: '팔로우하기',
    allRightsReserved: '모든 권리 보유.',
    downloadApp: '앱 다운로드',
    companyDescription: '전 세계 수백만 쇼핑객과 믿을 수 있는 판매자, 파트너를 연결하는 {{brand}}입니다.',
    address: 'Friedrichstraße 123, 10117 Berlin, 독일',
    emailLabel: '이메일',
    addressLabel: '주소',
    privacy: '개인정보 처리방침',
    terms: '이용약관',
    cookies: '쿠키 정책',
    comingSoon: '출시 예정',
    openShop: '쇼핑몰 바로가기',
    mobileShop: '모바일 쇼핑',
    sellerCentre: '판매자 센터',
    partnerships: '파트너십',
    aboutUs: '회사 소개',
  },
  common: {
    loading: '불러오는 중…',
    error: '문제가 발생했습니다',
    retry: '다시 시도',
    close: '닫기',
    back: '뒤로',
    next: '다음',
    previous: '이전',
    save: '저장',
    cancel: '취소',
    confirm: '확인',
    delete: '삭제',
    edit: '편집',
    view: '보기',
    search: '검색',
    filter: '필터',
    sort: '정렬',
    clear: '지우기',
    apply: '적용',
  },
  marketing: {
    tagline: '똑똑하게 사고, 더 많이 팔고, 함께 성장하세요.',
    trust: '8,000만 쇼핑객과 10만 판매자가 신뢰하는 마켓플레이스',
    refundBadge: '가품 10배 환불',
    supportBadge: '24시간 고객 지원',
  },
  notFound: {
    code: '404',
    message: '이런! 페이지를 찾을 수 없습니다',
    hint: '찾으시는 페이지가 존재하지 않거나 다른 곳으로 이동되었습니다.',
    returnHome: '홈으로 돌아가기',
  },
};

export default ko;
