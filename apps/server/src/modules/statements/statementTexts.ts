import type { StatementLanguage } from '@chaincard/domain'

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
  /** The ledger's kinds (and `authorization`, a pending line) as the owner reads them. */
  kinds: Record<string, string>
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
  kinds: {
    settlement: 'Top-up',
    topup_credit: 'Top-up received',
    purchase: 'Purchase',
    reversal: 'Reversal',
    reorg_reversal: 'Top-up reversed',
    redeem: 'Reward redemption',
    adjustment: 'Adjustment',
    exception_credit: 'Deposit credited',
    refund: 'Refund',
    return_reversal: 'Refund taken back',
    correction: 'Correction',
    dispute: 'Dispute',
    authorization: 'Authorization',
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
  kinds: {
    settlement: 'Aufladung',
    topup_credit: 'Aufladung eingegangen',
    purchase: 'Einkauf',
    reversal: 'Storno',
    reorg_reversal: 'Aufladung zurückgenommen',
    redeem: 'Prämie eingelöst',
    adjustment: 'Korrekturbuchung',
    exception_credit: 'Einzahlung gutgeschrieben',
    refund: 'Erstattung',
    return_reversal: 'Erstattung zurückgenommen',
    correction: 'Korrektur',
    dispute: 'Reklamation',
    authorization: 'Autorisierung',
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
  kinds: {
    settlement: 'Yükleme',
    topup_credit: 'Yükleme alındı',
    purchase: 'Alışveriş',
    reversal: 'İptal',
    reorg_reversal: 'Yükleme geri alındı',
    redeem: 'Ödül kullanımı',
    adjustment: 'Düzeltme kaydı',
    exception_credit: 'Yatırım alacaklandırıldı',
    refund: 'İade',
    return_reversal: 'İade geri alındı',
    correction: 'Düzeltme',
    dispute: 'İtiraz',
    authorization: 'Provizyon',
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
  kinds: {
    settlement: 'Пополнение',
    topup_credit: 'Пополнение получено',
    purchase: 'Покупка',
    reversal: 'Отмена',
    reorg_reversal: 'Пополнение отменено',
    redeem: 'Использование награды',
    adjustment: 'Корректировка',
    exception_credit: 'Депозит зачислен',
    refund: 'Возврат',
    return_reversal: 'Возврат отозван',
    correction: 'Исправление',
    dispute: 'Оспаривание',
    authorization: 'Авторизация',
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
  kinds: {
    settlement: 'チャージ',
    topup_credit: 'チャージ受領',
    purchase: '購入',
    reversal: '取消',
    reorg_reversal: 'チャージ取消',
    redeem: '報酬の利用',
    adjustment: '調整',
    exception_credit: '入金反映',
    refund: '返金',
    return_reversal: '返金の取消',
    correction: '訂正',
    dispute: '異議申し立て',
    authorization: '承認',
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
  kinds: {
    settlement: '充值',
    topup_credit: '充值到账',
    purchase: '消费',
    reversal: '撤销',
    reorg_reversal: '充值撤回',
    redeem: '奖励兑换',
    adjustment: '调整',
    exception_credit: '存款入账',
    refund: '退款',
    return_reversal: '退款撤回',
    correction: '更正',
    dispute: '争议',
    authorization: '授权',
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
  kinds: {
    settlement: '儲值',
    topup_credit: '儲值入帳',
    purchase: '消費',
    reversal: '撤銷',
    reorg_reversal: '儲值撤回',
    redeem: '獎勵兌換',
    adjustment: '調整',
    exception_credit: '存款入帳',
    refund: '退款',
    return_reversal: '退款撤回',
    correction: '更正',
    dispute: '爭議',
    authorization: '授權',
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

/** The label of a ledger kind, else the kind itself in words. */
export function kindLabel(texts: StatementTexts, kind: string): string {
  return Object.hasOwn(texts.kinds, kind) ? texts.kinds[kind]! : kind.replaceAll('_', ' ')
}
