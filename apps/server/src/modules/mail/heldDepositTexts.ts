import type { DepositHoldDetail, OwnerLanguage } from '@chaincard/domain'

/**
 * A held deposit's words in the owner's language, for its mail: the same as the card page's held deposits (the
 * web's `held.title`, `held.status.open` and `held.reason`; a test holds them equal).
 */
export const HELD_DEPOSIT_TEXTS: Record<
  OwnerLanguage,
  {
    title: string
    open: string
    reason: {
      unsupported_token: string
      native_coin: string
      below_minimum_stale: string
      reorg_shortfall: string
      card_inactive: Record<DepositHoldDetail, string>
    }
  }
> = {
  en: {
    title: 'Held deposits',
    open: 'Held: contact support ({{email}}) to have it credited or returned.',
    reason: {
      unsupported_token: '{{symbol}} is not a token this card is topped up with, so it was not credited.',
      native_coin: "{{symbol}}, the network's own coin, is not credited to cards.",
      below_minimum_stale:
        'This first payment is below the minimum top-up and the rest has not arrived for a day.',
      reorg_shortfall:
        'A chain reorganisation took back a deposit after it had reached your balance. Top-ups of this card are paused until support resolves it.',
      card_inactive: {
        card_suspended: 'It arrived while the card was suspended, so it was not credited.',
        card_expired: 'It arrived after the card expired, so it was not credited.',
        user_blocked: 'It arrived while your account was blocked, so it was not credited.',
        user_blacklisted: 'It arrived while top-ups were disabled for your account, so it was not credited.',
        topup_disabled: 'It arrived while top-ups of this card were disabled, so it was not credited.',
        reorg_shortfall:
          'It arrived while top-ups of this card were paused after a chain reorganisation, so it was not credited.',
      },
    },
  },
  de: {
    title: 'Zurückgehaltene Einzahlungen',
    open: 'Zurückgehalten: Wenden Sie sich an den Support ({{email}}), um es gutschreiben oder zurücksenden zu lassen.',
    reason: {
      unsupported_token:
        '{{symbol}} ist kein Token, mit dem diese Karte aufgeladen wird, daher wurde es nicht gutgeschrieben.',
      native_coin: '{{symbol}}, die eigene Münze des Netzwerks, wird Karten nicht gutgeschrieben.',
      below_minimum_stale:
        'Diese erste Zahlung liegt unter der Mindestaufladung, und der Rest ist seit einem Tag nicht eingegangen.',
      reorg_shortfall:
        'Eine Reorganisation der Blockchain hat eine Einzahlung zurückgenommen, nachdem sie bereits in Ihrem Guthaben war. Aufladungen dieser Karte sind pausiert, bis der Support das klärt.',
      card_inactive: {
        card_suspended: 'Sie kam an, während die Karte gesperrt war, daher wurde sie nicht gutgeschrieben.',
        card_expired: 'Sie kam nach Ablauf der Karte an, daher wurde sie nicht gutgeschrieben.',
        user_blocked: 'Sie kam an, während Ihr Konto blockiert war, daher wurde sie nicht gutgeschrieben.',
        user_blacklisted:
          'Sie kam an, während Aufladungen für Ihr Konto deaktiviert waren, daher wurde sie nicht gutgeschrieben.',
        topup_disabled:
          'Sie kam an, während Aufladungen dieser Karte deaktiviert waren, daher wurde sie nicht gutgeschrieben.',
        reorg_shortfall:
          'Sie kam an, während Aufladungen dieser Karte nach einer Reorganisation der Blockchain pausiert waren, daher wurde sie nicht gutgeschrieben.',
      },
    },
  },
  ja: {
    title: '保留中の入金',
    open: '保留中：入金または返金についてはサポート（{{email}}）にお問い合わせください。',
    reason: {
      unsupported_token:
        '{{symbol}} はこのカードのチャージに使うトークンではないため、入金されませんでした。',
      native_coin: 'ネットワーク固有のコインである {{symbol}} はカードに入金されません。',
      below_minimum_stale: 'この最初の支払いは最低チャージ額を下回っており、残りが1日届いていません。',
      reorg_shortfall:
        'チェーンの再編成により、残高に反映済みの入金が取り消されました。サポートが解決するまで、このカードへのチャージは停止されています。',
      card_inactive: {
        card_suspended: 'カードが停止中に届いたため、入金されませんでした。',
        card_expired: 'カードの有効期限後に届いたため、入金されませんでした。',
        user_blocked: 'アカウントがブロック中に届いたため、入金されませんでした。',
        user_blacklisted: 'アカウントのチャージが無効の間に届いたため、入金されませんでした。',
        topup_disabled: 'このカードのチャージが無効の間に届いたため、入金されませんでした。',
        reorg_shortfall:
          'チェーンの再編成後にこのカードのチャージが停止されている間に届いたため、入金されませんでした。',
      },
    },
  },
  ru: {
    title: 'Удержанные поступления',
    open: 'Удержано: обратитесь в поддержку ({{email}}), чтобы зачислить или вернуть.',
    reason: {
      unsupported_token: '{{symbol}} не является токеном для пополнения этой карты, поэтому он не зачислен.',
      native_coin: '{{symbol}}, собственная монета сети, не зачисляется на карты.',
      below_minimum_stale:
        'Этот первый платёж меньше минимального пополнения, а остаток не поступил в течение дня.',
      reorg_shortfall:
        'Реорганизация блокчейна отменила поступление, уже зачисленное на баланс. Пополнения этой карты приостановлены, пока поддержка не решит вопрос.',
      card_inactive: {
        card_suspended: 'Поступило, когда карта была приостановлена, поэтому не зачислено.',
        card_expired: 'Поступило после истечения срока карты, поэтому не зачислено.',
        user_blocked: 'Поступило, когда ваш аккаунт был заблокирован, поэтому не зачислено.',
        user_blacklisted:
          'Поступило, когда пополнения для вашего аккаунта были отключены, поэтому не зачислено.',
        topup_disabled: 'Поступило, когда пополнения этой карты были отключены, поэтому не зачислено.',
        reorg_shortfall:
          'Поступило, когда пополнения этой карты были приостановлены после реорганизации блокчейна, поэтому не зачислено.',
      },
    },
  },
  tr: {
    title: 'Bekletilen yatırımlar',
    open: 'Bekletiliyor: hesaba geçirilmesi veya iade edilmesi için destekle ({{email}}) iletişime geçin.',
    reason: {
      unsupported_token: '{{symbol}} bu kartın yüklendiği bir token değil, bu yüzden hesaba geçirilmedi.',
      native_coin: 'Ağın kendi coini olan {{symbol}} kartlara yüklenmez.',
      below_minimum_stale: 'Bu ilk ödeme asgari yüklemenin altında ve kalanı bir gündür gelmedi.',
      reorg_shortfall:
        'Bir zincir yeniden düzenlemesi, bakiyenize geçmiş bir yatırımı geri aldı. Destek çözene kadar bu kartın yüklemeleri durduruldu.',
      card_inactive: {
        card_suspended: 'Kart askıya alınmışken geldi, bu yüzden hesaba geçirilmedi.',
        card_expired: 'Kartın süresi dolduktan sonra geldi, bu yüzden hesaba geçirilmedi.',
        user_blocked: 'Hesabınız engelliyken geldi, bu yüzden hesaba geçirilmedi.',
        user_blacklisted: 'Hesabınız için yüklemeler kapalıyken geldi, bu yüzden hesaba geçirilmedi.',
        topup_disabled: 'Bu kartın yüklemeleri kapalıyken geldi, bu yüzden hesaba geçirilmedi.',
        reorg_shortfall:
          'Bir zincir yeniden düzenlemesinden sonra bu kartın yüklemeleri durdurulmuşken geldi, bu yüzden hesaba geçirilmedi.',
      },
    },
  },
  'zh-cn': {
    title: '暂扣的入账',
    open: '已暂扣：请联系客服（{{email}}）入账或退回。',
    reason: {
      unsupported_token: '{{symbol}} 不是此卡充值所用的代币，因此未入账。',
      native_coin: '网络原生币 {{symbol}} 不会入账到卡中。',
      below_minimum_stale: '这笔首次付款低于最低充值额，且剩余部分已一天未到账。',
      reorg_shortfall: '链重组撤回了一笔已计入余额的入账。在客服处理之前，此卡的充值已暂停。',
      card_inactive: {
        card_suspended: '到账时此卡已被暂停，因此未入账。',
        card_expired: '到账时此卡已过期，因此未入账。',
        user_blocked: '到账时您的账户已被封禁，因此未入账。',
        user_blacklisted: '到账时您的账户已禁用充值，因此未入账。',
        topup_disabled: '到账时此卡已禁用充值，因此未入账。',
        reorg_shortfall: '到账时此卡因链重组暂停了充值，因此未入账。',
      },
    },
  },
  'zh-tw': {
    title: '暫扣的入帳',
    open: '已暫扣：請聯絡客服（{{email}}）入帳或退回。',
    reason: {
      unsupported_token: '{{symbol}} 不是此卡儲值所用的代幣，因此未入帳。',
      native_coin: '網路原生幣 {{symbol}} 不會入帳到卡中。',
      below_minimum_stale: '這筆首次付款低於最低儲值額，且剩餘部分已一天未到帳。',
      reorg_shortfall: '鏈重組撤回了一筆已計入餘額的入帳。在客服處理之前，此卡的儲值已暫停。',
      card_inactive: {
        card_suspended: '到帳時此卡已被暫停，因此未入帳。',
        card_expired: '到帳時此卡已過期，因此未入帳。',
        user_blocked: '到帳時您的帳戶已被封鎖，因此未入帳。',
        user_blacklisted: '到帳時您的帳戶已停用儲值，因此未入帳。',
        topup_disabled: '到帳時此卡已停用儲值，因此未入帳。',
        reorg_shortfall: '到帳時此卡因鏈重組暫停了儲值，因此未入帳。',
      },
    },
  },
}
