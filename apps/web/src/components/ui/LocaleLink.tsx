import { Link, type LinkProps, useParams } from 'react-router'
import { isLocale, localizePath } from '../../lib/paths'

/** A router link to a path from `paths`, in the current language. */
export function LocaleLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const locale = useCurrentLocale()
  return <Link to={localizePath(to, locale)} {...props} />
}

export function useCurrentLocale() {
  const { lang } = useParams()
  const lower = lang?.toLowerCase()
  return isLocale(lower) ? lower : 'en'
}
