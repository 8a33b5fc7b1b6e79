import type { OwnerLanguage } from '@chaincard/domain'
import type { MailKind } from '../../db/schema/mail'
import { DISPUTE_OUTCOME_TEXTS } from './disputeOutcomeTexts'
import { HELD_DEPOSIT_TEXTS } from './heldDepositTexts'

/**
 * What a text needs: the product's name, the link, and for some kinds an amount and a merchant; a wallet's
 * activation code its code, wallet's name (null: one the issuer does not name), device and the
 * minutes it is still valid.
 */
export type MailFacts = {
  product: string
  link: string
  amount?: string
  merchant?: string
  code?: string
  wallet?: string | null
  device?: string | null
  minutes?: number
  /**
   * Why: a declined purchase's reason (`declineSentence`), a held deposit's (`heldSentence`), a sentence in the
   * owner's language, said after the first line.
   */
  reason?: string
  /** The support address a held deposit's owner writes to (the app's footer shows it too). */
  support?: string
  /**
   * A decided dispute: won, lost or withdrawn (by the issuer or the program: its owner cannot), what it leaves
   * credited and what it took back (numbers in USD).
   */
  outcome?: 'won' | 'lost' | 'withdrawn'
  credit?: string
  takenBack?: string
}
type Template = { subject: (f: MailFacts) => string; lines: (f: MailFacts) => string[] }

const at = (f: MailFacts, word: string) => (f.merchant ? ` ${word} ${f.merchant}` : '')
const on = (f: MailFacts, word: string) => (f.device ? ` ${word} ${f.device}` : '')
const minutes = (f: MailFacts) => f.minutes ?? 10
/** The card page's words for a held deposit: whom to write to (when the address is known). */
const heldNext = (language: OwnerLanguage, f: MailFacts) =>
  f.support ? [HELD_DEPOSIT_TEXTS[language].open.replace('{{email}}', f.support)] : []
const heldTitle = (language: OwnerLanguage) => HELD_DEPOSIT_TEXTS[language].title
/** The card history's words for a decided dispute: its status, and what a won one credited. */
const outcomeOf = (language: OwnerLanguage, f: MailFacts) =>
  DISPUTE_OUTCOME_TEXTS[language].status[f.outcome ?? 'won']
const creditedLine = (language: OwnerLanguage, f: MailFacts) =>
  (f.outcome ?? 'won') === 'won' && f.credit
    ? [
        DISPUTE_OUTCOME_TEXTS[language].credited
          .replace('{{amount}}', f.credit)
          .replace('{{currency}}', 'USD'),
      ]
    : []

/** A provisional credit taken back: a lost or a withdrawn dispute's. */
const tookBack = (f: MailFacts) => (f.outcome === 'lost' || f.outcome === 'withdrawn') && f.takenBack

/**
 * The mails' texts in the owner's language: a subject, a few lines and the link. No card data (number, CVV,
 * expiry) ever appears; an amount and a merchant name may, and a wallet's activation code in its own mail (never
 * in the subject).
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
    'wallet.code': {
      subject: (f) => `${f.product}: activation code for ${f.wallet ?? 'your wallet'}`,
      lines: (f) => [
        `Your activation code for ${f.wallet ?? 'your wallet'}${on(f, 'on')}: ${f.code ?? ''}`,
        `It expires in ${minutes(f)} ${minutes(f) === 1 ? 'minute' : 'minutes'}.`,
        `If you did not add your card to a wallet, lock the card in the app: ${f.link}`,
      ],
    },
    'wallet.active': {
      subject: (f) => `${f.product}: your card was added to ${f.wallet ?? 'a wallet'}`,
      lines: (f) => [
        `Your card can now pay from ${f.wallet ?? 'a wallet'}${on(f, 'on')}.`,
        `If this was not you, remove it from your card and lock the card: ${f.link}`,
      ],
    },
    'deposit.held': {
      subject: (f) => `${f.product}: a deposit to your card is on hold`,
      lines: (f) => [
        `A deposit${f.amount ? ` of ${f.amount}` : ''} reached your card's address but was not credited to the card.`,
        'The money is safe: it is held for you, not lost.',
        ...heldNext('en', f),
        `Your card page shows it under "${heldTitle('en')}": ${f.link}`,
      ],
    },
    'dispute.decided': {
      subject: (f) => `${f.product}: ${outcomeOf('en', f)}`,
      lines: (f) => [
        f.outcome === 'withdrawn'
          ? `Your dispute of ${f.amount ?? 'a purchase'}${at(f, 'at')} was withdrawn and is closed.`
          : f.outcome === 'lost'
            ? `Your dispute of ${f.amount ?? 'a purchase'}${at(f, 'at')} was not decided in your favor.`
            : `Your dispute of ${f.amount ?? 'a purchase'}${at(f, 'at')} was decided in your favor.`,
        ...creditedLine('en', f),
        ...(tookBack(f)
          ? [`The provisional credit of ${f.takenBack} USD was taken back from your card.`]
          : []),
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
    'wallet.code': {
      subject: (f) => `${f.product}: Aktivierungscode für ${f.wallet ?? 'Ihre Wallet'}`,
      lines: (f) => [
        `Ihr Aktivierungscode für ${f.wallet ?? 'Ihre Wallet'}${on(f, 'auf')}: ${f.code ?? ''}`,
        `Er läuft in ${minutes(f)} ${minutes(f) === 1 ? 'Minute' : 'Minuten'} ab.`,
        `Wenn Sie Ihre Karte keiner Wallet hinzugefügt haben, sperren Sie die Karte in der App: ${f.link}`,
      ],
    },
    'wallet.active': {
      subject: (f) => `${f.product}: Ihre Karte wurde ${f.wallet ?? 'einer Wallet'} hinzugefügt`,
      lines: (f) => [
        `Mit Ihrer Karte kann jetzt über ${f.wallet ?? 'eine Wallet'}${on(f, 'auf')} bezahlt werden.`,
        `Wenn Sie das nicht waren, entfernen Sie sie von Ihrer Karte und sperren Sie die Karte: ${f.link}`,
      ],
    },
    'deposit.held': {
      subject: (f) => `${f.product}: Eine Einzahlung auf Ihre Karte wird zurückgehalten`,
      lines: (f) => [
        `Eine Einzahlung${f.amount ? ` von ${f.amount}` : ''} ist an der Adresse Ihrer Karte eingegangen, wurde der Karte aber nicht gutgeschrieben.`,
        'Das Geld ist sicher: Es wird für Sie zurückgehalten und geht nicht verloren.',
        ...heldNext('de', f),
        `Ihre Kartenseite zeigt es unter „${heldTitle('de')}“: ${f.link}`,
      ],
    },
    'dispute.decided': {
      subject: (f) => `${f.product}: ${outcomeOf('de', f)}`,
      lines: (f) => [
        f.outcome === 'withdrawn'
          ? `Ihre Reklamation über ${f.amount ?? 'einen Einkauf'}${at(f, 'bei')} wurde zurückgezogen und ist abgeschlossen.`
          : f.outcome === 'lost'
            ? `Ihre Reklamation über ${f.amount ?? 'einen Einkauf'}${at(f, 'bei')} wurde nicht zu Ihren Gunsten entschieden.`
            : `Ihre Reklamation über ${f.amount ?? 'einen Einkauf'}${at(f, 'bei')} wurde zu Ihren Gunsten entschieden.`,
        ...creditedLine('de', f),
        ...(tookBack(f)
          ? [`Die vorläufige Gutschrift von ${f.takenBack} USD wurde von Ihrer Karte zurückgebucht.`]
          : []),
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
    'wallet.code': {
      subject: (f) => `${f.product}: ${f.wallet ?? 'ウォレット'} の認証コード`,
      lines: (f) => [
        `${f.device ? `${f.device} の` : ''}${f.wallet ?? 'ウォレット'} の認証コード: ${f.code ?? ''}`,
        `このコードは ${minutes(f)} 分後に失効します。`,
        `カードをウォレットに追加した覚えがない場合は、アプリでカードをロックしてください: ${f.link}`,
      ],
    },
    'wallet.active': {
      subject: (f) => `${f.product}: カードが ${f.wallet ?? 'ウォレット'} に追加されました`,
      lines: (f) => [
        `${f.device ? `${f.device} の` : ''}${f.wallet ?? 'ウォレット'} でカードが使えるようになりました。`,
        `心当たりがない場合は、カードから削除してカードをロックしてください: ${f.link}`,
      ],
    },
    'deposit.held': {
      subject: (f) => `${f.product}: カードへの入金が保留されています`,
      lines: (f) => [
        `${f.amount ? `${f.amount} の` : ''}入金がカードのアドレスに届きましたが、カードには入金されていません。`,
        'お金は安全です。失われたのではなく、お客様のために保留されています。',
        ...heldNext('ja', f),
        `カードのページの「${heldTitle('ja')}」で確認できます: ${f.link}`,
      ],
    },
    'dispute.decided': {
      subject: (f) => `${f.product}: ${outcomeOf('ja', f)}`,
      lines: (f) => [
        f.outcome === 'withdrawn'
          ? `${f.merchant ? `${f.merchant} での` : ''}${f.amount ?? ''} のお支払いへの異議申し立ては取り下げられ、終了しました。`
          : f.outcome === 'lost'
            ? `${f.merchant ? `${f.merchant} での` : ''}${f.amount ?? ''} のお支払いへの異議申し立ては認められませんでした。`
            : `${f.merchant ? `${f.merchant} での` : ''}${f.amount ?? ''} のお支払いへの異議申し立てが認められました。`,
        ...creditedLine('ja', f),
        ...(tookBack(f) ? [`仮の返金 ${f.takenBack} USD はカードから差し戻されました。`] : []),
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
    'wallet.code': {
      subject: (f) => `${f.product}: код активации для ${f.wallet ?? 'кошелька'}`,
      lines: (f) => [
        `Ваш код активации для ${f.wallet ?? 'кошелька'}${on(f, 'на')}: ${f.code ?? ''}`,
        `Код действует ещё ${minutes(f)} мин.`,
        `Если вы не добавляли карту в кошелёк, заблокируйте её в приложении: ${f.link}`,
      ],
    },
    'wallet.active': {
      subject: (f) => `${f.product}: карта добавлена в ${f.wallet ?? 'кошелёк'}`,
      lines: (f) => [
        `Теперь картой можно платить через ${f.wallet ?? 'кошелёк'}${on(f, 'на')}.`,
        `Если это были не вы, удалите его с карты и заблокируйте карту: ${f.link}`,
      ],
    },
    'deposit.held': {
      subject: (f) => `${f.product}: поступление на карту удержано`,
      lines: (f) => [
        `Поступление${f.amount ? ` ${f.amount}` : ''} пришло на адрес вашей карты, но не зачислено на карту.`,
        'Деньги в безопасности: они удержаны для вас и не потеряны.',
        ...heldNext('ru', f),
        `На странице карты оно показано в разделе «${heldTitle('ru')}»: ${f.link}`,
      ],
    },
    'dispute.decided': {
      subject: (f) => `${f.product}: ${outcomeOf('ru', f)}`,
      lines: (f) => [
        f.outcome === 'withdrawn'
          ? `Спор по покупке${f.amount ? ` на ${f.amount}` : ''}${at(f, 'в')} отозван и закрыт.`
          : f.outcome === 'lost'
            ? `Спор по покупке${f.amount ? ` на ${f.amount}` : ''}${at(f, 'в')} решён не в вашу пользу.`
            : `Спор по покупке${f.amount ? ` на ${f.amount}` : ''}${at(f, 'в')} решён в вашу пользу.`,
        ...creditedLine('ru', f),
        ...(tookBack(f) ? [`Предварительное зачисление ${f.takenBack} USD списано с вашей карты.`] : []),
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
    'wallet.code': {
      subject: (f) => `${f.product}: ${f.wallet ?? 'cüzdan'} etkinleştirme kodu`,
      lines: (f) => [
        `${f.device ? `${f.device} cihazındaki ` : ''}${f.wallet ?? 'cüzdan'} için etkinleştirme kodunuz: ${f.code ?? ''}`,
        `Kodun süresi ${minutes(f)} dakika içinde dolar.`,
        `Kartınızı bir cüzdana eklemediyseniz kartı uygulamada kilitleyin: ${f.link}`,
      ],
    },
    'wallet.active': {
      subject: (f) => `${f.product}: kartınız ${f.wallet ?? 'bir cüzdana'} eklendi`,
      lines: (f) => [
        `Kartınızla artık ${f.device ? `${f.device} cihazındaki ` : ''}${f.wallet ?? 'cüzdan'} üzerinden ödeme yapılabilir.`,
        `Bu siz değilseniz, kartınızdan kaldırın ve kartı kilitleyin: ${f.link}`,
      ],
    },
    'deposit.held': {
      subject: (f) => `${f.product}: kartınıza gelen bir yatırım bekletiliyor`,
      lines: (f) => [
        `${f.amount ? `${f.amount} tutarındaki bir` : 'Bir'} yatırım kartınızın adresine ulaştı ancak karta geçirilmedi.`,
        'Paranız güvende: kaybolmadı, sizin için bekletiliyor.',
        ...heldNext('tr', f),
        `Kart sayfanızda "${heldTitle('tr')}" bölümünde görünür: ${f.link}`,
      ],
    },
    'dispute.decided': {
      subject: (f) => `${f.product}: ${outcomeOf('tr', f)}`,
      lines: (f) => [
        f.outcome === 'withdrawn'
          ? `${f.merchant ? `${f.merchant} üzerinden ` : ''}${f.amount ?? ''} tutarındaki alışverişe yaptığınız itiraz geri çekildi ve kapatıldı.`
          : f.outcome === 'lost'
            ? `${f.merchant ? `${f.merchant} üzerinden ` : ''}${f.amount ?? ''} tutarındaki alışverişe yaptığınız itiraz lehinize sonuçlanmadı.`
            : `${f.merchant ? `${f.merchant} üzerinden ` : ''}${f.amount ?? ''} tutarındaki alışverişe yaptığınız itiraz lehinize sonuçlandı.`,
        ...creditedLine('tr', f),
        ...(tookBack(f) ? [`${f.takenBack} USD tutarındaki geçici iade kartınızdan geri alındı.`] : []),
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
    'wallet.code': {
      subject: (f) => `${f.product}：${f.wallet ?? '电子钱包'} 激活码`,
      lines: (f) => [
        `您${f.device ? `在 ${f.device} 上` : ''}添加到 ${f.wallet ?? '电子钱包'} 的激活码：${f.code ?? ''}`,
        `该激活码将在 ${minutes(f)} 分钟后失效。`,
        `如果您没有将卡片添加到电子钱包，请在应用中锁定卡片：${f.link}`,
      ],
    },
    'wallet.active': {
      subject: (f) => `${f.product}：您的卡片已添加到 ${f.wallet ?? '电子钱包'}`,
      lines: (f) => [
        `现在可以${f.device ? `在 ${f.device} 上` : ''}通过 ${f.wallet ?? '电子钱包'} 使用您的卡片付款。`,
        `如果不是您本人操作，请将其从卡片中移除并锁定卡片：${f.link}`,
      ],
    },
    'deposit.held': {
      subject: (f) => `${f.product}：一笔充值被暂扣`,
      lines: (f) => [
        `${f.amount ? `一笔 ${f.amount} 的` : '一笔'}充值已到达您卡片的地址，但未入账到卡中。`,
        '资金是安全的：它已为您暂扣，不会丢失。',
        ...heldNext('zh-cn', f),
        `您可以在卡片页面的“${heldTitle('zh-cn')}”中查看：${f.link}`,
      ],
    },
    'dispute.decided': {
      subject: (f) => `${f.product}：${outcomeOf('zh-cn', f)}`,
      lines: (f) => [
        f.outcome === 'withdrawn'
          ? `您对${f.merchant ? `在 ${f.merchant} 的` : '一笔'} ${f.amount ?? ''} 消费提出的争议已撤回并结案。`
          : f.outcome === 'lost'
            ? `您对${f.merchant ? `在 ${f.merchant} 的` : '一笔'} ${f.amount ?? ''} 消费提出的争议未获支持。`
            : `您对${f.merchant ? `在 ${f.merchant} 的` : '一笔'} ${f.amount ?? ''} 消费提出的争议已获支持。`,
        ...creditedLine('zh-cn', f),
        ...(tookBack(f) ? [`临时退款 ${f.takenBack} USD 已从您的卡中扣回。`] : []),
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
    'wallet.code': {
      subject: (f) => `${f.product}：${f.wallet ?? '電子錢包'} 啟用碼`,
      lines: (f) => [
        `您${f.device ? `在 ${f.device} 上` : ''}加入 ${f.wallet ?? '電子錢包'} 的啟用碼：${f.code ?? ''}`,
        `此啟用碼將在 ${minutes(f)} 分鐘後失效。`,
        `如果您沒有將卡片加入電子錢包，請在應用程式中鎖定卡片：${f.link}`,
      ],
    },
    'wallet.active': {
      subject: (f) => `${f.product}：您的卡片已加入 ${f.wallet ?? '電子錢包'}`,
      lines: (f) => [
        `現在可以${f.device ? `在 ${f.device} 上` : ''}透過 ${f.wallet ?? '電子錢包'} 使用您的卡片付款。`,
        `如果不是您本人操作，請將其從卡片中移除並鎖定卡片：${f.link}`,
      ],
    },
    'deposit.held': {
      subject: (f) => `${f.product}：一筆儲值遭暫扣`,
      lines: (f) => [
        `${f.amount ? `一筆 ${f.amount} 的` : '一筆'}儲值已到達您卡片的地址，但未入帳到卡中。`,
        '資金是安全的：它已為您暫扣，不會遺失。',
        ...heldNext('zh-tw', f),
        `您可以在卡片頁面的「${heldTitle('zh-tw')}」中查看：${f.link}`,
      ],
    },
    'dispute.decided': {
      subject: (f) => `${f.product}：${outcomeOf('zh-tw', f)}`,
      lines: (f) => [
        f.outcome === 'withdrawn'
          ? `您對${f.merchant ? `在 ${f.merchant} 的` : '一筆'} ${f.amount ?? ''} 消費提出的爭議已撤回並結案。`
          : f.outcome === 'lost'
            ? `您對${f.merchant ? `在 ${f.merchant} 的` : '一筆'} ${f.amount ?? ''} 消費提出的爭議未獲支持。`
            : `您對${f.merchant ? `在 ${f.merchant} 的` : '一筆'} ${f.amount ?? ''} 消費提出的爭議已獲支持。`,
        ...creditedLine('zh-tw', f),
        ...(tookBack(f) ? [`臨時退款 ${f.takenBack} USD 已從您的卡中扣回。`] : []),
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
  const lines = template.lines(facts)
  // The reason follows the sentence that the purchase was declined, before the link.
  if (facts.reason) lines.splice(1, 0, facts.reason)
  return {
    subject: template.subject(facts),
    text: `${lines.join('\n\n')}\n\n— ${facts.product}\n`,
  }
}
