import type { OwnerLanguage } from '@chaincard/domain'
import type { MailKind } from '../../db/schema/mail'

/** What a text needs: the product's name, the link, and for some kinds an amount and a merchant. */
export type MailFacts = { product: string; link: string; amount?: string; merchant?: string }
type Template = { subject: (f: MailFacts) => string; lines: (f: MailFacts) => string[] }

const at = (f: MailFacts, word: string) => (f.merchant ? ` ${word} ${f.merchant}` : '')

/**
 * The mails' texts in the owner's language: a subject, a few lines and the link. No card data (number, CVV,
 * expiry) ever appears; an amount and a merchant name may.
 */
export const MAIL_TEXTS: Record<OwnerLanguage, Record<MailKind, Template>> = {
  en: {
    'email.verify': {
      subject: (f) => `${f.product}: confirm your e-mail address`,
      lines: (f) => [
        `Please confirm that this address belongs to you, so ${f.product} can notify you about your card.`,
        `Open this link within 24 hours: ${f.link}`,
        'If you did not ask for this, ignore this mail.',
      ],
    },
    'challenge.opened': {
      subject: (f) => `${f.product}: approve a purchase of ${f.amount ?? ''}`.trimEnd(),
      lines: (f) => [
        `A purchase of ${f.amount ?? 'an amount'}${at(f, 'at')} is waiting for your approval.`,
        `Approve or decline it in the app within a few minutes: ${f.link}`,
        'If this was not you, decline it and lock your card.',
      ],
    },
    'deposit.credited': {
      subject: (f) => `${f.product}: ${f.amount ?? 'your deposit'} credited`,
      lines: (f) => [
        `Your deposit of ${f.amount ?? ''} has been credited to your card.`,
        `See it in the app: ${f.link}`,
      ],
    },
    'purchase.declined': {
      subject: (f) => `${f.product}: a purchase was declined`,
      lines: (f) => [
        `A purchase of ${f.amount ?? ''}${at(f, 'at')} was declined.`,
        `Details in the app: ${f.link}`,
      ],
    },
  },
  de: {
    'email.verify': {
      subject: (f) => `${f.product}: Bestätigen Sie Ihre E-Mail-Adresse`,
      lines: (f) => [
        `Bitte bestätigen Sie, dass diese Adresse Ihnen gehört, damit ${f.product} Sie über Ihre Karte informieren kann.`,
        `Öffnen Sie diesen Link innerhalb von 24 Stunden: ${f.link}`,
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
      ],
    },
    'challenge.opened': {
      subject: (f) => `${f.product}: Einkauf über ${f.amount ?? ''} freigeben`,
      lines: (f) => [
        `Ein Einkauf über ${f.amount ?? 'einen Betrag'}${at(f, 'bei')} wartet auf Ihre Freigabe.`,
        `Geben Sie ihn in den nächsten Minuten in der App frei oder lehnen Sie ihn ab: ${f.link}`,
        'Wenn Sie das nicht waren, lehnen Sie ab und sperren Sie Ihre Karte.',
      ],
    },
    'deposit.credited': {
      subject: (f) => `${f.product}: ${f.amount ?? 'Ihre Einzahlung'} gutgeschrieben`,
      lines: (f) => [
        `Ihre Einzahlung von ${f.amount ?? ''} wurde Ihrer Karte gutgeschrieben.`,
        `In der App ansehen: ${f.link}`,
      ],
    },
    'purchase.declined': {
      subject: (f) => `${f.product}: Ein Einkauf wurde abgelehnt`,
      lines: (f) => [
        `Ein Einkauf über ${f.amount ?? ''}${at(f, 'bei')} wurde abgelehnt.`,
        `Details in der App: ${f.link}`,
      ],
    },
  },
  ja: {
    'email.verify': {
      subject: (f) => `${f.product}: メールアドレスの確認`,
      lines: (f) => [
        `カードに関するお知らせを受け取るため、このアドレスがご本人のものであることを確認してください。`,
        `24時間以内にこのリンクを開いてください: ${f.link}`,
        'お心当たりがない場合は、このメールを無視してください。',
      ],
    },
    'challenge.opened': {
      subject: (f) => `${f.product}: ${f.amount ?? ''} のお支払いの承認`,
      lines: (f) => [
        `${f.merchant ? `${f.merchant} での` : ''}${f.amount ?? ''} のお支払いが承認を待っています。`,
        `数分以内にアプリで承認または拒否してください: ${f.link}`,
        'お心当たりがない場合は拒否し、カードをロックしてください。',
      ],
    },
    'deposit.credited': {
      subject: (f) => `${f.product}: ${f.amount ?? ''} が入金されました`,
      lines: (f) => [`${f.amount ?? ''} の入金がカードに反映されました。`, `アプリで確認: ${f.link}`],
    },
    'purchase.declined': {
      subject: (f) => `${f.product}: お支払いが拒否されました`,
      lines: (f) => [
        `${f.merchant ? `${f.merchant} での` : ''}${f.amount ?? ''} のお支払いが拒否されました。`,
        `詳細はアプリで: ${f.link}`,
      ],
    },
  },
  ru: {
    'email.verify': {
      subject: (f) => `${f.product}: подтвердите адрес электронной почты`,
      lines: (f) => [
        `Подтвердите, что этот адрес принадлежит вам, чтобы ${f.product} мог сообщать вам о карте.`,
        `Откройте эту ссылку в течение 24 часов: ${f.link}`,
        'Если вы этого не запрашивали, просто проигнорируйте письмо.',
      ],
    },
    'challenge.opened': {
      subject: (f) => `${f.product}: подтвердите покупку на ${f.amount ?? ''}`,
      lines: (f) => [
        `Покупка на ${f.amount ?? ''}${at(f, 'в')} ожидает вашего подтверждения.`,
        `Подтвердите или отклоните её в приложении в ближайшие минуты: ${f.link}`,
        'Если это были не вы, отклоните её и заблокируйте карту.',
      ],
    },
    'deposit.credited': {
      subject: (f) => `${f.product}: зачислено ${f.amount ?? ''}`,
      lines: (f) => [
        `Ваш депозит ${f.amount ?? ''} зачислен на карту.`,
        `Посмотреть в приложении: ${f.link}`,
      ],
    },
    'purchase.declined': {
      subject: (f) => `${f.product}: покупка отклонена`,
      lines: (f) => [
        `Покупка на ${f.amount ?? ''}${at(f, 'в')} отклонена.`,
        `Подробности в приложении: ${f.link}`,
      ],
    },
  },
  tr: {
    'email.verify': {
      subject: (f) => `${f.product}: e-posta adresinizi doğrulayın`,
      lines: (f) => [
        `${f.product} size kartınızla ilgili bildirim gönderebilsin diye bu adresin size ait olduğunu doğrulayın.`,
        `Bu bağlantıyı 24 saat içinde açın: ${f.link}`,
        'Bunu siz istemediyseniz bu e-postayı yok sayın.',
      ],
    },
    'challenge.opened': {
      subject: (f) => `${f.product}: ${f.amount ?? ''} tutarındaki alışverişi onaylayın`,
      lines: (f) => [
        `${f.merchant ? `${f.merchant} üzerinden ` : ''}${f.amount ?? ''} tutarındaki bir alışveriş onayınızı bekliyor.`,
        `Birkaç dakika içinde uygulamada onaylayın veya reddedin: ${f.link}`,
        'Bu siz değilseniz reddedin ve kartınızı kilitleyin.',
      ],
    },
    'deposit.credited': {
      subject: (f) => `${f.product}: ${f.amount ?? ''} yatırıldı`,
      lines: (f) => [
        `${f.amount ?? ''} tutarındaki yatırımınız kartınıza eklendi.`,
        `Uygulamada görün: ${f.link}`,
      ],
    },
    'purchase.declined': {
      subject: (f) => `${f.product}: bir alışveriş reddedildi`,
      lines: (f) => [
        `${f.merchant ? `${f.merchant} üzerinden ` : ''}${f.amount ?? ''} tutarındaki bir alışveriş reddedildi.`,
        `Ayrıntılar uygulamada: ${f.link}`,
      ],
    },
  },
  'zh-cn': {
    'email.verify': {
      subject: (f) => `${f.product}：请验证您的电子邮箱`,
      lines: (f) => [
        `请确认此邮箱属于您本人，以便 ${f.product} 向您发送卡片通知。`,
        `请在 24 小时内打开此链接：${f.link}`,
        '如果这不是您本人的操作，请忽略此邮件。',
      ],
    },
    'challenge.opened': {
      subject: (f) => `${f.product}：请确认一笔 ${f.amount ?? ''} 的消费`,
      lines: (f) => [
        `${f.merchant ? `在 ${f.merchant} 的` : '一笔'} ${f.amount ?? ''} 消费正在等待您的确认。`,
        `请在几分钟内在应用中批准或拒绝：${f.link}`,
        '如果不是您本人，请拒绝并锁定您的卡片。',
      ],
    },
    'deposit.credited': {
      subject: (f) => `${f.product}：${f.amount ?? ''} 已到账`,
      lines: (f) => [`您的 ${f.amount ?? ''} 充值已存入卡片。`, `在应用中查看：${f.link}`],
    },
    'purchase.declined': {
      subject: (f) => `${f.product}：一笔消费被拒绝`,
      lines: (f) => [
        `${f.merchant ? `在 ${f.merchant} 的` : '一笔'} ${f.amount ?? ''} 消费被拒绝。`,
        `在应用中查看详情：${f.link}`,
      ],
    },
  },
  'zh-tw': {
    'email.verify': {
      subject: (f) => `${f.product}：請驗證您的電子郵件地址`,
      lines: (f) => [
        `請確認此地址屬於您本人，以便 ${f.product} 傳送卡片通知給您。`,
        `請在 24 小時內開啟此連結：${f.link}`,
        '如果這不是您本人的操作，請忽略此郵件。',
      ],
    },
    'challenge.opened': {
      subject: (f) => `${f.product}：請確認一筆 ${f.amount ?? ''} 的消費`,
      lines: (f) => [
        `${f.merchant ? `在 ${f.merchant} 的` : '一筆'} ${f.amount ?? ''} 消費正在等待您的確認。`,
        `請在幾分鐘內在應用程式中核准或拒絕：${f.link}`,
        '如果不是您本人，請拒絕並鎖定您的卡片。',
      ],
    },
    'deposit.credited': {
      subject: (f) => `${f.product}：${f.amount ?? ''} 已入帳`,
      lines: (f) => [`您的 ${f.amount ?? ''} 儲值已存入卡片。`, `在應用程式中查看：${f.link}`],
    },
    'purchase.declined': {
      subject: (f) => `${f.product}：一筆消費遭拒絕`,
      lines: (f) => [
        `${f.merchant ? `在 ${f.merchant} 的` : '一筆'} ${f.amount ?? ''} 消費遭拒絕。`,
        `在應用程式中查看詳情：${f.link}`,
      ],
    },
  },
}

/** The subject and plain text of one mail. */
export function renderMail(
  language: OwnerLanguage,
  kind: MailKind,
  facts: MailFacts,
): { subject: string; text: string } {
  const template = MAIL_TEXTS[language][kind]
  return {
    subject: template.subject(facts),
    text: `${template.lines(facts).join('\n\n')}\n\n— ${facts.product}\n`,
  }
}
