import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCountryNames } from '../../../lib/countries/useCountryNames'
import type { ControlsFieldError } from '../utils/controlsForm'
import { ControlFieldError } from './ControlFieldError'

type Mode = 'everywhere' | 'list'

/** Case and accents aside ("turkiye" finds Türkiye), as a person types a name. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()

/**
 * Where the card works: everywhere, or only in the countries chosen. The chosen ones are listed first, each
 * with a button that removes it; below, every country named in the page's language, found by a part of its
 * name or its three-letter code, each a checkbox.
 */
export function CountryControls({
  mode,
  countries,
  error,
  onChange,
}: {
  mode: Mode
  countries: readonly string[]
  error: ControlsFieldError | undefined
  onChange: (mode: Mode, countries: string[]) => void
}) {
  const { t, i18n } = useTranslation()
  const all = useCountryNames(i18n.language)
  const [search, setSearch] = useState('')
  const ids = { error: useId(), search: useId(), chosen: useId(), matches: useId(), radios: useId() }
  const nameOf = useMemo(() => new Map(all.map((country) => [country.code, country.name])), [all])
  const query = fold(search.trim())
  const shown = query
    ? all.filter((country) => fold(country.name).includes(query) || country.code.toLowerCase() === query)
    : all
  const toggle = (code: string, on: boolean) =>
    onChange(mode, on ? [...countries, code] : countries.filter((chosen) => chosen !== code))
  const describedBy = error ? ids.error : undefined

  return (
    <fieldset data-field="countries" className="min-w-0" aria-describedby={describedBy}>
      <legend className="mb-2 font-medium">{t('controls.countries.legend')}</legend>
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
        {(['everywhere', 'list'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2 py-1 text-sm">
            <input
              type="radio"
              name={ids.radios}
              className="h-4 w-4 accent-indigo-500"
              checked={mode === option}
              onChange={() => onChange(option, countries as string[])}
            />
            {t(`controls.countries.${option}`)}
          </label>
        ))}
      </div>
      {mode === 'list' ? (
        <div className="mt-3 flex flex-col gap-3">
          <div>
            <p id={ids.chosen} className="text-sm text-slate-300">
              {countries.length === 0
                ? t('controls.countries.none_chosen')
                : t('controls.countries.chosen', { count: countries.length })}
            </p>
            {countries.length > 0 ? (
              <ul aria-labelledby={ids.chosen} className="mt-2 flex flex-wrap gap-2">
                {countries.map((code) => {
                  const name = nameOf.get(code) ?? code
                  return (
                    <li key={code}>
                      <button
                        type="button"
                        aria-label={t('controls.countries.remove', { country: name })}
                        onClick={() => toggle(code, false)}
                        className="inline-flex items-center gap-1 rounded-full border border-slate-500 px-3 py-1 text-sm hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-300"
                      >
                        {name}
                        <span aria-hidden>×</span>
                      </button>
                    </li>
                  )
                })}
              </ul>
            ) : null}
          </div>
          <div className="min-w-0">
            <label htmlFor={ids.search} className="mb-1 block text-sm text-slate-200">
              {t('controls.countries.search')}
            </label>
            <input
              id={ids.search}
              type="search"
              autoComplete="off"
              className="w-full min-w-0 rounded-lg border border-slate-500 bg-slate-900 px-3 py-2 text-slate-100"
              value={search}
              aria-describedby={ids.matches}
              onChange={(event) => setSearch(event.target.value)}
            />
            <p id={ids.matches} role="status" className="mt-1 text-xs text-slate-400">
              {query ? t('controls.countries.matches', { count: shown.length }) : ''}
            </p>
          </div>
          <fieldset className="max-h-56 min-w-0 overflow-y-auto rounded-lg border border-slate-700 p-2">
            <legend className="sr-only">{t('controls.countries.list_label')}</legend>
            {shown.map((country) => (
              <label key={country.code} className="flex items-center gap-2 py-1 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 shrink-0 accent-indigo-500"
                  checked={countries.includes(country.code)}
                  onChange={(event) => toggle(country.code, event.target.checked)}
                />
                <span className="min-w-0">{country.name}</span>
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
      <ControlFieldError id={ids.error} error={error} />
    </fieldset>
  )
}
