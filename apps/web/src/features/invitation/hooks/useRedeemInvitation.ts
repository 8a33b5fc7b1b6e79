import { useMutation } from '@tanstack/react-query'
import { type RedeemInvitationParameters, redeemInvitation } from '../api/redeemInvitation'

export function useRedeemInvitation() {
  return useMutation({ mutationFn: (p: RedeemInvitationParameters) => redeemInvitation(p) })
}
