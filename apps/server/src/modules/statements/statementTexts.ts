import type { CardProgram, HistoryKind, StatementLanguage } from '@chaincard/domain'

/** Every sentence and label of a statement, in one language. `{name}` placeholders are filled by `fill`. */
export type StatementTexts = {
  title: string
  continued: string
  card: string
  name: string
  cardId: string
  month: string
  timeZone: string
  opening: string
  closing: string
  held: string
  available: string
  count: string
  none: string
  pendingTitle: string
  footer: string
  columns: { date: string; ref: string; type: string; description: string; amount: string; balance: string }
  /** A part of a pending top-up moved to another card, and the credit it became there. */
  movedTo: string
  movedFrom: string
  /** A part of a pending top-up refunded to the address that sent it. */
  refundTo: string
  /** A row's own amount when it is not what it did to the balance (it left, or has not settled, pending). */
  notInBalance: string
  /** The card programs' names. */
  programs: Record<CardProgram, string>
  /** The history's kinds (and `authorization`, a purchase still held) as the owner reads them. */
  kinds: Record<HistoryKind | 'authorization', string>
}

const en: StatementTexts = {
  title: '{product} card statement',
  continued: '{product} card statement {month}, card {card} (continued)',
  card: 'Card: {card} ({program})',
  name: 'Name: {name}',
  cardId: 'Card id: {id}',
  month: 'Month: {month}',
  timeZone: 'Time zone: {tz}',
  opening: 'Opening balance: {amount}',
  closing: 'Closing balance: {amount}',
  held: 'Held by pending authorizations: {amount}',
  available: 'Available balance: {amount}',
  count: 'Transactions: {count}',
  none: 'No transactions in this month.',
  pendingTitle: 'Pending authorizations (held, not in the closing balance): {count}',
  footer: 'Generated {at} - Page {page} of {pages}',
  columns: {
    date: 'Date',
    ref: 'Ref',
    type: 'Type',
    description: 'Description',
    amount: 'Amount',
    balance: 'Balance',
  },
  movedTo: 'Moved to card ending {last4}',
  movedFrom: 'Moved from card ending {last4}',
  refundTo: 'Refund to {address}',
  notInBalance: '{amount} USD of the pending top-up',
  programs: {
    classic: 'Classic',
    business: 'Business',
    nft: 'NFT card',
  },
  kinds: {
    purchase: 'Purchase',
    authorization: 'Authorization',
    refund: 'Refund',
    topup: 'Top-up',
    reward: 'Reward',
    credit: 'Credit',
    adjustment: 'Adjustment',
    return_reversal: 'Refund taken back',
    correction: 'Correction',
    dispute: 'Dispute',
    withdrawal: 'Withdrawal',
    withdrawal_return: 'Withdrawal returned',
    transfer_out: 'Moved to a card',
    transfer_in: 'Moved from a card',
    topup_refund: 'Top-up refunded',
  },
}

const de: StatementTexts = {
  title: '{product} Kartenauszug',
  continued: '{product} Kartenauszug {month}, Karte {card} (Fortsetzung)',
  card: 'Karte: {card} ({program})',
  name: 'Name: {name}',
  cardId: 'Karten-ID: {id}',
  month: 'Monat: {month}',
  timeZone: 'Zeitzone: {tz}',
  opening: 'Anfangssaldo: {amount}',
  closing: 'Endsaldo: {amount}',
  held: 'Durch ausstehende Autorisierungen reserviert: {amount}',
  available: 'Verfügbarer Saldo: {amount}',
  count: 'Umsätze: {count}',
  none: 'Keine Umsätze in diesem Monat.',
  pendingTitle: 'Ausstehende Autorisierungen (reserviert, nicht im Endsaldo): {count}',
  footer: 'Erstellt {at} - Seite {page} von {pages}',
  columns: {
    date: 'Datum',
    ref: 'Ref.',
    type: 'Art',
    description: 'Beschreibung',
    amount: 'Betrag',
    balance: 'Saldo',
  },
  movedTo: 'Auf Karte mit Endziffern {last4} verschoben',
  movedFrom: 'Von Karte mit Endziffern {last4} verschoben',
  refundTo: 'Rückerstattung an {address}',
  notInBalance: '{amount} USD der ausstehenden Aufladung',
  programs: {
    classic: 'Klassisch',
    business: 'Geschäftlich',
    nft: 'NFT-Karte',
  },
  kinds: {
    purchase: 'Einkauf',
    authorization: 'Autorisierung',
    refund: 'Erstattung',
    topup: 'Aufladung',
    reward: 'Prämie',
    credit: 'Gutschrift',
    adjustment: 'Korrekturbuchung',
    return_reversal: 'Erstattung zurückgenommen',
    correction: 'Korrektur',
    dispute: 'Reklamation',
    withdrawal: 'Auszahlung',
    withdrawal_return: 'Auszahlung zurückgebucht',
    transfer_out: 'Auf Karte übertragen',
    transfer_in: 'Von Karte übertragen',
    topup_refund: 'Aufladung erstattet',
  },
}

const tr: StatementTexts = {
  title: '{product} kart ekstresi',
  continued: '{product} kart ekstresi {month}, kart {card} (devam)',
  card: 'Kart: {card} ({program})',
  name: 'Ad: {name}',
  cardId: 'Kart kimliği: {id}',
  month: 'Ay: {month}',
  timeZone: 'Saat dilimi: {tz}',
  opening: 'Açılış bakiyesi: {amount}',
  closing: 'Kapanış bakiyesi: {amount}',
  held: 'Bekleyen provizyonlarda tutulan: {amount}',
  available: 'Kullanılabilir bakiye: {amount}',
  count: 'İşlemler: {count}',
  none: 'Bu ayda işlem yok.',
  pendingTitle: 'Bekleyen provizyonlar (tutulan, kapanış bakiyesinde değil): {count}',
  footer: 'Oluşturuldu {at} - Sayfa {page} / {pages}',
  columns: {
    date: 'Tarih',
    ref: 'Ref',
    type: 'Tür',
    description: 'Açıklama',
    amount: 'Tutar',
    balance: 'Bakiye',
  },
  movedTo: 'Sonu {last4} olan karta aktarıldı',
  movedFrom: 'Sonu {last4} olan karttan aktarıldı',
  refundTo: '{address} adresine iade',
  notInBalance: 'Bekleyen yüklemeden {amount} USD',
  programs: {
    classic: 'Klasik',
    business: 'Kurumsal',
    nft: 'NFT kartı',
  },
  kinds: {
    purchase: 'Alışveriş',
    authorization: 'Provizyon',
    refund: 'İade',
    topup: 'Yükleme',
    reward: 'Ödül',
    credit: 'Alacak',
    adjustment: 'Düzeltme kaydı',
    return_reversal: 'İade geri alındı',
    correction: 'Düzeltme',
    dispute: 'İtiraz',
    withdrawal: 'Para çekme',
    withdrawal_return: 'Para çekme iade edildi',
    transfer_out: 'Karta aktarıldı',
    transfer_in: 'Karttan aktarıldı',
    topup_refund: 'Yükleme iade edildi',
  },
}

const ru: StatementTexts = {
  title: 'Выписка по карте {product}',
  continued: 'Выписка по карте {product} {month}, карта {card} (продолжение)',
  card: 'Карта: {card} ({program})',
  name: 'Имя: {name}',
  cardId: 'ID карты: {id}',
  month: 'Месяц: {month}',
  timeZone: 'Часовой пояс: {tz}',
  opening: 'Начальный баланс: {amount}',
  closing: 'Конечный баланс: {amount}',
  held: 'Зарезервировано ожидающими авторизациями: {amount}',
  available: 'Доступный баланс: {amount}',
  count: 'Операций: {count}',
  none: 'В этом месяце операций нет.',
  pendingTitle: 'Ожидающие авторизации (зарезервировано, не в конечном балансе): {count}',
  footer: 'Создано {at} - Страница {page} из {pages}',
  columns: {
    date: 'Дата',
    ref: 'Номер',
    type: 'Тип',
    description: 'Описание',
    amount: 'Сумма',
    balance: 'Баланс',
  },
  movedTo: 'Перемещено на карту с окончанием {last4}',
  movedFrom: 'Перемещено с карты с окончанием {last4}',
  refundTo: 'Возврат на {address}',
  notInBalance: '{amount} USD из ожидающего пополнения',
  programs: {
    classic: 'Классическая',
    business: 'Бизнес',
    nft: 'NFT-карта',
  },
  kinds: {
    purchase: 'Покупка',
    authorization: 'Авторизация',
    refund: 'Возврат',
    topup: 'Пополнение',
    reward: 'Награда',
    credit: 'Зачисление',
    adjustment: 'Корректировка',
    return_reversal: 'Возврат отменён',
    correction: 'Исправление',
    dispute: 'Спор',
    withdrawal: 'Вывод',
    withdrawal_return: 'Вывод возвращён',
    transfer_out: 'Перевод на карту',
    transfer_in: 'Перевод с карты',
    topup_refund: 'Пополнение возвращено',
  },
}

const ja: StatementTexts = {
  title: '{product} カード明細書',
  continued: '{product} カード明細書 {month}、カード {card}（続き）',
  card: 'カード: {card}（{program}）',
  name: '名前: {name}',
  cardId: 'カードID: {id}',
  month: '対象月: {month}',
  timeZone: 'タイムゾーン: {tz}',
  opening: '期首残高: {amount}',
  closing: '期末残高: {amount}',
  held: '保留中の承認で確保: {amount}',
  available: '利用可能残高: {amount}',
  count: '取引件数: {count}',
  none: 'この月の取引はありません。',
  pendingTitle: '保留中の承認（確保済み、期末残高に含まれません）: {count}',
  footer: '作成 {at} - {page} / {pages} ページ',
  columns: {
    date: '日時',
    ref: '参照',
    type: '種類',
    description: '内容',
    amount: '金額',
    balance: '残高',
  },
  movedTo: '末尾 {last4} のカードへ移動',
  movedFrom: '末尾 {last4} のカードから移動',
  refundTo: '{address} への返金',
  notInBalance: '保留中のチャージのうち {amount} USD',
  programs: {
    classic: 'クラシック',
    business: 'ビジネス',
    nft: 'NFTカード',
  },
  kinds: {
    purchase: '購入',
    authorization: 'オーソリ',
    refund: '返金',
    topup: 'チャージ',
    reward: 'リワード',
    credit: '入金',
    adjustment: '調整',
    return_reversal: '返金取消',
    correction: '訂正',
    dispute: '異議申し立て',
    withdrawal: '出金',
    withdrawal_return: '出金返却',
    transfer_out: 'カードへ移動',
    transfer_in: 'カードから移動',
    topup_refund: 'チャージ返金',
  },
}

const zhCn: StatementTexts = {
  title: '{product} 卡对账单',
  continued: '{product} 卡对账单 {month}，卡 {card}（续）',
  card: '卡: {card}（{program}）',
  name: '姓名: {name}',
  cardId: '卡 ID: {id}',
  month: '月份: {month}',
  timeZone: '时区: {tz}',
  opening: '期初余额: {amount}',
  closing: '期末余额: {amount}',
  held: '待处理授权冻结: {amount}',
  available: '可用余额: {amount}',
  count: '交易笔数: {count}',
  none: '本月无交易。',
  pendingTitle: '待处理授权（已冻结，不计入期末余额）: {count}',
  footer: '生成于 {at} - 第 {page} 页，共 {pages} 页',
  columns: {
    date: '日期',
    ref: '参考号',
    type: '类型',
    description: '说明',
    amount: '金额',
    balance: '余额',
  },
  movedTo: '已转至尾号 {last4} 的卡',
  movedFrom: '从尾号 {last4} 的卡转入',
  refundTo: '退款至 {address}',
  notInBalance: '待入账充值中的 {amount} USD',
  programs: {
    classic: '经典卡',
    business: '商务卡',
    nft: 'NFT 卡',
  },
  kinds: {
    purchase: '消费',
    authorization: '授权',
    refund: '退款',
    topup: '充值',
    reward: '奖励',
    credit: '入账',
    adjustment: '调整',
    return_reversal: '退款撤回',
    correction: '更正',
    dispute: '争议',
    withdrawal: '提现',
    withdrawal_return: '提现退回',
    transfer_out: '转至卡片',
    transfer_in: '从卡片转入',
    topup_refund: '充值退款',
  },
}

const zhTw: StatementTexts = {
  title: '{product} 卡片對帳單',
  continued: '{product} 卡片對帳單 {month}，卡片 {card}（續）',
  card: '卡片: {card}（{program}）',
  name: '姓名: {name}',
  cardId: '卡片 ID: {id}',
  month: '月份: {month}',
  timeZone: '時區: {tz}',
  opening: '期初餘額: {amount}',
  closing: '期末餘額: {amount}',
  held: '待處理授權圈存: {amount}',
  available: '可用餘額: {amount}',
  count: '交易筆數: {count}',
  none: '本月無交易。',
  pendingTitle: '待處理授權（已圈存，不計入期末餘額）: {count}',
  footer: '產生於 {at} - 第 {page} 頁，共 {pages} 頁',
  columns: {
    date: '日期',
    ref: '參考號',
    type: '類型',
    description: '說明',
    amount: '金額',
    balance: '餘額',
  },
  movedTo: '已轉至末四碼 {last4} 的卡',
  movedFrom: '從末四碼 {last4} 的卡轉入',
  refundTo: '退款至 {address}',
  notInBalance: '待入帳儲值中的 {amount} USD',
  programs: {
    classic: '經典卡',
    business: '商務卡',
    nft: 'NFT 卡',
  },
  kinds: {
    purchase: '消費',
    authorization: '授權',
    refund: '退款',
    topup: '儲值',
    reward: '獎勵',
    credit: '入帳',
    adjustment: '調整',
    return_reversal: '退款撤回',
    correction: '更正',
    dispute: '爭議',
    withdrawal: '提領',
    withdrawal_return: '提領退回',
    transfer_out: '轉至卡片',
    transfer_in: '從卡片轉入',
    topup_refund: '儲值退款',
  },
}

export const STATEMENT_TEXTS: Record<StatementLanguage, StatementTexts> = {
  en,
  de,
  tr,
  ru,
  ja,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
}

/** A sentence with its `{name}` placeholders filled. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** The label of a history kind, else the kind itself in words. */
export function kindLabel(texts: StatementTexts, kind: string): string {
  return Object.hasOwn(texts.kinds, kind)
    ? texts.kinds[kind as keyof StatementTexts['kinds']]
    : kind.replaceAll('_', ' ')
}

/** A card program's name, else the program as it is. */
export function programLabel(texts: StatementTexts, program: string): string {
  return Object.hasOwn(texts.programs, program) ? texts.programs[program as CardProgram] : program
}
