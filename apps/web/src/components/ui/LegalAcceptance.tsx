import { useTranslation } from 'react-i18next'
import { LegalLink } from './LegalLink'

const LINK = /<(terms|privacy)>(.*?)<\/\1>/g

/**
 * "By applying you accept the Terms and the Privacy notice.", its two tags made links to the pages,
 * opening in a new tab so a form's typed details stay. Split by hand rather than with react-i18next's <Trans>,
 * whose parser would land in the entry's framework chunk (about 4 KB gzip over the `/` budget).
 */
export function LegalAcceptance() {
  const { t } = useTranslation()
  const text = t('legal.application_accept')
  const parts: React.ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(last, match.index))
    parts.push(
      <LegalLink
        key={match[1]}
        page={match[1] === 'terms' ? 'terms' : 'privacy'}
        newTab
        className="text-indigo-300 underline"
      >
        {match[2]}
      </LegalLink>,
    )
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return <p className="text-sm text-slate-300">{parts}</p>
}
