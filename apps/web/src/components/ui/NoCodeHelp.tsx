import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../lib/config/useAppConfig'
import { COMMUNITY_URL } from '../../lib/links'

/**
 * "No code? Here is how to get one" (there was no path for someone without an invitation code): ask a
 * card holder for theirs, or join the community chat, where codes are handed out. `children` adds actions.
 */
export function NoCodeHelp({ headingLevel = 3, children }: { headingLevel?: 2 | 3; children?: ReactNode }) {
  const { t } = useTranslation()
  const { productName } = useAppConfig()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-800/60 p-4 text-left text-sm">
      <Heading id={headingId} className="mb-2 font-semibold text-slate-100">
        {t('no_code.title')}
      </Heading>
      <ol className="mb-3 list-decimal space-y-1 pl-5 text-slate-300">
        <li>{t('no_code.friend', { product: productName })}</li>
        <li>{t('no_code.community')}</li>
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <a
          className="text-indigo-300 underline"
          href={COMMUNITY_URL}
          target="_blank"
          rel="noreferrer"
          data-testid="community-link"
        >
          {t('no_code.join')}
        </a>
        {children}
      </div>
    </section>
  )
}
