import type { OwnerLanguage } from '@chaincard/domain'

/**
 * A decided dispute's words in the owner's language, for its mail: the same as the card history's (the web's
 * `dispute.status.won`, `dispute.status.lost`, `dispute.status.withdrawn` and `dispute.note.won`; a test holds them equal).
 */
export const DISPUTE_OUTCOME_TEXTS: Record<
  OwnerLanguage,
  { status: { won: string; lost: string; withdrawn: string }; credited: string }
> = {
  en: {
    status: { won: 'Dispute won', lost: 'Dispute lost', withdrawn: 'Dispute withdrawn' },
    credited: '{{amount}} {{currency}} credited to your card.',
  },
  de: {
    status: {
      won: 'Reklamation erfolgreich',
      lost: 'Reklamation abgelehnt',
      withdrawn: 'Reklamation zurückgezogen',
    },
    credited: '{{amount}} {{currency}} wurden Ihrer Karte gutgeschrieben.',
  },
  ja: {
    status: { won: '異議申し立て承認', lost: '異議申し立て不承認', withdrawn: '異議申し立て取り下げ' },
    credited: '{{amount}} {{currency}} がカードに返金されました。',
  },
  ru: {
    status: { won: 'Спор решён в вашу пользу', lost: 'Спор отклонён', withdrawn: 'Спор отозван' },
    credited: 'На карту зачислено {{amount}} {{currency}}.',
  },
  tr: {
    status: { won: 'İtiraz kabul edildi', lost: 'İtiraz reddedildi', withdrawn: 'İtiraz geri çekildi' },
    credited: 'Kartınıza {{amount}} {{currency}} iade edildi.',
  },
  'zh-cn': {
    status: { won: '争议成功', lost: '争议未通过', withdrawn: '争议已撤回' },
    credited: '已向您的卡退回 {{amount}} {{currency}}。',
  },
  'zh-tw': {
    status: { won: '爭議成立', lost: '爭議未成立', withdrawn: '爭議已撤回' },
    credited: '已退回 {{amount}} {{currency}} 至您的卡。',
  },
}
