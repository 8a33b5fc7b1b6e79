import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useCurrentLocale } from '../../components/ui/LocaleLink'
import { rememberLocale } from '../../lib/i18n/preferredLocale'
import { type Locale, SWITCHER_LOCALES, switchLocalePath } from '../../lib/paths'
import { LOCALE_NAMES, languageMenuLabel, triggerClass } from './localeNames'

/**
 * Lists every language of the app; choosing one keeps the page, swaps the locale prefix and is remembered (the
 * next visit to an unprefixed page opens in it, whatever the browser asks for). Mounted by the first
 * click on LanguageMenu's button, so it starts open (`defaultOpen`).
 */
export default function LanguageDropdown({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation()
  const locale = useCurrentLocale()
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger
        className={triggerClass}
        aria-label={languageMenuLabel(locale, t('nav.language'))}
      >
        {LOCALE_NAMES[locale]}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="z-50 min-w-36 rounded-lg bg-slate-800 p-1 text-sm shadow-lg"
          sideOffset={4}
        >
          <DropdownMenu.RadioGroup
            value={locale}
            onValueChange={(next) => {
              rememberLocale(next as Locale)
              navigate(switchLocalePath(pathname, search, hash, next as Locale))
            }}
          >
            {SWITCHER_LOCALES.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                lang={code}
                className="cursor-pointer rounded px-3 py-2 outline-none data-[highlighted]:bg-slate-700 data-[state=checked]:font-semibold"
              >
                {LOCALE_NAMES[code]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
