/** External links of the product (help centre, community chat, social accounts). */
export const HELP_URL = 'https://help.chaincard.app'
export const COMMUNITY_URL = 'https://t.me/chaincard_community'
export const SOCIAL_LINKS = [
  { name: 'X', url: 'https://x.com/chaincard' },
  { name: 'Telegram', url: 'https://t.me/chaincard' },
  { name: 'Discord', url: 'https://discord.gg/chaincard' },
] as const
