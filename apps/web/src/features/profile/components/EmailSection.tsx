import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { isApiError } from '../../../lib/api/ApiError'
import { apiPost } from '../../../lib/api/client'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { mailStatusQueryOptions } from '../api/mailStatusQueryOptions'

/**
 * The profile's e-mail notifications: the address given at application, whether it is verified,
 * and a new verification link when it is not. Shown once the status is known.
 */
export function EmailSection() {
  const { t } = useTranslation()
  const address = useWalletAddress()
  const client = useQueryClient()
  const status = useQuery(mailStatusQueryOptions(address))
  const resend = useMutation({
    mutationFn: () => apiPost<void>('/mail/verification'),
    onSettled: () => client.invalidateQueries({ queryKey: mailStatusQueryOptions(address).queryKey }),
  })
  if (!status.data) return null
  const { email, verified } = status.data
  const outcome = resend.isSuccess
    ? t('mail.sent')
    : resend.isError
      ? t(isApiError(resend.error) && resend.error.code === 'rate_limited' ? 'mail.too_soon' : 'mail.failed')
      : null

  return (
    <section aria-labelledby="profile-mail" className="rounded-2xl bg-slate-800/60 p-5">
      <h2 id="profile-mail" className="mb-3 font-semibold">
        {t('mail.title')}
      </h2>
      <p className="text-sm text-slate-300 break-words">
        {email === null ? t('mail.none') : t(verified ? 'mail.verified' : 'mail.unverified', { email })}
      </p>
      {email !== null && !verified ? (
        <>
          <Button
            variant="secondary"
            className="mt-4"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {t('mail.resend')}
          </Button>
          {outcome ? (
            <p role="status" className="mt-2 text-sm">
              {outcome}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
