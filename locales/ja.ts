import type { Catalogue } from './en.ts';

const ja: Catalogue = {
  meta: {
    title: '{{brand}}：お買い物も出店も提携も、ひとつのマーケットプレイスで',
    description:
      '品質チェック済みの商品1000万点を、スピード配送と24時間サポートでお届けします。ショップの開設や、{{brand}}とのパートナー提携も可能です。',
    notFoundTitle: 'ページが見つかりません | {{brand}}',
    imageAlt: '{{brand}}マーケットプレイス：買う・売る・提携する',
  },
  nav: {
    home: 'ホーム',
    about: '私たちについて',
    features: '特長',
    contact: 'お問い合わせ',
    language: '言語',
    primary: 'メインナビゲーション',
    skipToContent: '本文へスキップ',
    chooseLanguage: '言語を選択（現在：{{language}}）',
    languageNeedsScript: '言語を切り替えるには JavaScript が必要ですが、このブラウザーでは無効になっています。',
  },
  hero: {
    title: '好きなものを、安心してお手元へ',
    subtitle: 'お買い物も、出店も、提携も。ひとつのマーケットプレイスで',
    description:
      '信頼できるショップから、品質チェック済みの商品を数百万点。スピード配送と24時間体制のサポートに加え、万一偽物だった場合は代金の10倍を返金いたします。',
    getStarted: 'お買い物を始める',
    learnMore: '仕組みを見る',
  },
  headlineFigures: {
    label: '数字で見るマーケットプレイス',
    products: '商品数',
    merchants: '出店者数',
    users: 'ユーザー数',
  },
  valuePropositions: {
    heading: 'ひとつのマーケットプレイスに、3つの成長のかたち',
    intro: 'お買い物も、出店も、一緒に新しい何かをつくることも。次の一歩はここから始まります。',
    buy: {
      title: '商品を購入する',
      subtitle: 'お買い物をされる方へ',
      description: '厳選された数百万点の商品を適正価格で。安心してお支払いいただけ、すべてのご注文をお届けまで追跡できます。',
      action: '今すぐ購入',
    },
    sell: {
      title: '出店する',
      subtitle: '出店をご検討の方へ',
      description: '数分でショップを開設して、8000万人のお客様にアプローチ。販売をシンプルにするツールもご用意しています。',
      action: '出店者として登録',
    },
    cooperate: {
      title: '事業提携',
      subtitle: 'パートナー企業の方へ',
      description:
        '物流、決済、ブランド、メディアなど、お考えのことをお聞かせください。パートナーシップチームよりご連絡いたします。',
      action: '提携について問い合わせる',
      newTabHint: 'パートナーシップ用チャットが新しいタブで開きます',
    },
  },
  features: {
    heading: '{{brand}}が選ばれる理由',
    intro: 'ここに挙げたお約束は、すべてのご注文で私たちが実践していることです。',
    quality: {
      title: '品質保証',
      description: 'すべての出店者を審査し、すべての商品情報を確認。ご注文どおりの商品をお届けします。',
    },
    delivery: {
      title: 'スピード配送',
      description: 'ご注文の商品は倉庫からすばやく発送され、配送状況をいつでも確認できます。',
    },
    service: {
      title: '心のこもったサービス',
      description: 'サポートチームが24時間365日、いつでも対応いたします。',
    },
    selection: {
      title: '厳選商品',
      description: 'バイヤーが商品とブランドをひとつひとつ厳選。良いものがすぐに見つかります。',
    },
    customerFirst: {
      title: 'お客様第一',
      description: 'かんたん返品と誠実な対応。万一問題が起きたときも、責任を持って解決します。',
    },
    genuine: {
      title: '正規品保証',
      description: '取り扱うのは正規品のみ。万一偽物だった場合は、商品代金の10倍を返金いたします。',
    },
  },
  footer: {
    company: '会社情報',
    product: 'サービス',
    legal: '法的情報',
    followUs: '公式SNS',
    allRightsReserved: '無断転載を禁じます。',
    downloadApp: 'アプリをダウンロード',
    companyDescription: '{{brand}}は、世界中の数百万人のお客様と、信頼できる出店者やパートナーをつなぎます。',
    address: '所在地',
    emailLabel: 'メール',
    privacy: 'プライバシーポリシー',
    terms: '利用規約',
    cookies: 'Cookieポリシー',
    openShop: 'ショップを見る',
    mobileShop: 'スマホでお買い物',
    sellerCentre: '出店者センター',
    partnerships: 'パートナーシップ',
    aboutUs: '会社概要',
  },
  common: {
    loading: '読み込み中…',
    error: 'エラーが発生しました',
    retry: '再試行',
    close: '閉じる',
    back: '戻る',
    next: '次へ',
    previous: '前へ',
    save: '保存',
    cancel: 'キャンセル',
    confirm: '確定',
    delete: '削除',
    edit: '編集',
    view: '表示',
    search: '検索',
    filter: '絞り込み',
    sort: '並べ替え',
    clear: 'クリア',
    apply: '適用',
  },
  marketing: {
    tagline: 'かしこく買って、もっと売って、ともに成長。',
    trust: '8000万人のお客様と10万の出店者に選ばれています',
    refundBadge: '偽物なら10倍返金',
    supportBadge: '24時間サポート',
  },
  notFound: {
    code: '404',
    message: '申し訳ありません。ページが見つかりません',
    hint: 'お探しのページは存在しないか、移動した可能性があります。',
    returnHome: 'ホームに戻る',
  },
};

export default ja;
