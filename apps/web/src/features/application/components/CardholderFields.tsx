import {
  CARD_NAME_MAX,
  ENROLLMENT_COUNTRIES,
  type EnrollmentWorkflow,
  LEGAL_NAME_MAX,
} from '@chaincard/domain'
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { LegalLink } from '../../../components/ui/LegalLink'
import { ALPHA3_TO_ALPHA2 } from '../../../lib/countries/countryCodes'
import type { CardholderErrors, CardholderField, CardholderForm } from '../utils/validateCardholder'
import { FormField, inputClass } from './FormField'

const TERMS_LINK = /<terms>(.*?)<\/terms>/

/**
 * The countries the card issuer enrolls in this workflow (the domain's `ENROLLMENT_COUNTRIES`, the list the
 * server checks too), named in the app's language and sorted by that name.
 */
function useCountries(language: string, workflow: EnrollmentWorkflow): { code: string; name: string }[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' })
    const collator = new Intl.Collator(language)
    return ENROLLMENT_COUNTRIES[workflow]
      .map(({ code }) => ({ code, name: names.of(ALPHA3_TO_ALPHA2[code] ?? code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name))
  }, [language, workflow])
}

/** "I accept the cardholder terms (version 3)", its tag made a link to the Terms opening in a new tab. */
function TermsSentence({ version }: { version: string }) {
  const { t } = useTranslation()
  const text = t('enrollment.accept_terms', { version })
  const match = TERMS_LINK.exec(text)
  if (!match) return <>{text}</>
  return (
    <>
      {text.slice(0, match.index)}
      <LegalLink page="terms" newTab className="text-indigo-300 underline">
        {match[1]}
      </LegalLink>
      {text.slice(match.index + match[0].length)}
    </>
  )
}

export type CardholderFieldsProps = {
  form: CardholderForm
  errors: CardholderErrors
  workflow: EnrollmentWorkflow
  termsVersion: string
  onChange: (field: CardholderField, value: string | boolean) => void
}

/**
 * The cardholder part of the application, rendered only: legal names (any script), the name for the
 * card (Latin capitals, pre-filled by the form), the address (the countries the issuer enrolls in this workflow,
 * named in the app's language, and the chosen one's states or provinces), for the
 * `basic` and `byo` workflows the date of birth and government id, and the cardholder terms to accept.
 */
export function CardholderFields({ form, errors, workflow, termsVersion, onChange }: CardholderFieldsProps) {
  const { t, i18n } = useTranslation()
  const countries = useCountries(i18n.language, workflow)
  const country = ENROLLMENT_COUNTRIES[workflow].find((c) => c.code === form.country)
  const error = (field: CardholderField) => {
    const key = errors[field]
    return key ? t(`enrollment.invalid.${key}`) : undefined
  }
  const text = (field: CardholderField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange(field, event.target.value)
  const termsError = error('acceptedTerms')
  const id = useId()
  const nameRuleId = `${id}-name-rule`
  const termsId = `${id}-terms`
  return (
    <fieldset className="space-y-3 border-t border-slate-700 pt-3" data-testid="cardholder-fields">
      <legend className="float-left mb-1 w-full text-sm font-semibold text-slate-100">
        {t('enrollment.legend')}
      </legend>
      <p className="clear-both text-sm text-slate-300">{t('enrollment.intro')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField label={t('enrollment.first_name')} error={error('firstName')} describedBy={nameRuleId}>
          {(props) => (
            <input
              {...props}
              autoComplete="given-name"
              maxLength={LEGAL_NAME_MAX}
              className={inputClass}
              value={form.firstName}
              onChange={text('firstName')}
            />
          )}
        </FormField>
        <FormField label={t('enrollment.last_name')} error={error('lastName')} describedBy={nameRuleId}>
          {(props) => (
            <input
              {...props}
              autoComplete="family-name"
              maxLength={LEGAL_NAME_MAX}
              className={inputClass}
              value={form.lastName}
              onChange={text('lastName')}
            />
          )}
        </FormField>
      </div>
      <p id={nameRuleId} className="text-xs text-slate-400">
        {t('enrollment.legal_name_rule')}
      </p>
      <FormField
        label={t('enrollment.card_name')}
        error={error('cardName')}
        hint={t('enrollment.card_name_rule')}
      >
        {(props) => (
          <input
            {...props}
            autoComplete="cc-name"
            maxLength={CARD_NAME_MAX}
            autoCapitalize="characters"
            spellCheck={false}
            className={`${inputClass} font-mono tracking-wide`}
            value={form.cardName}
            onChange={text('cardName')}
          />
        )}
      </FormField>
      <FormField label={t('enrollment.line1')} error={error('line1')}>
        {(props) => (
          <input
            {...props}
            autoComplete="address-line1"
            className={inputClass}
            value={form.line1}
            onChange={text('line1')}
          />
        )}
      </FormField>
      <FormField label={t('enrollment.line2')} error={error('line2')}>
        {(props) => (
          <input
            {...props}
            autoComplete="address-line2"
            className={inputClass}
            value={form.line2}
            onChange={text('line2')}
          />
        )}
      </FormField>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField label={t('enrollment.city')} error={error('city')}>
          {(props) => (
            <input
              {...props}
              autoComplete="address-level2"
              className={inputClass}
              value={form.city}
              onChange={text('city')}
            />
          )}
        </FormField>
        <FormField label={t('enrollment.region')} error={error('region')}>
          {(props) => (
            // The two-letter codes of the chosen country's states or provinces, as the issuer takes them.
            <select
              {...props}
              autoComplete="address-level1"
              className={inputClass}
              value={form.region}
              onChange={text('region')}
            >
              <option value="">{t('enrollment.choose_region')}</option>
              {(country?.regions ?? []).map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('enrollment.postal_code')} error={error('postalCode')}>
          {(props) => (
            <input
              {...props}
              autoComplete="postal-code"
              placeholder={country?.postalExample}
              className={inputClass}
              value={form.postalCode}
              onChange={text('postalCode')}
            />
          )}
        </FormField>
        <FormField label={t('enrollment.country')} error={error('country')}>
          {(props) => (
            <select
              {...props}
              autoComplete="country"
              className={inputClass}
              value={form.country}
              onChange={text('country')}
            >
              <option value="">{t('enrollment.choose_country')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {workflow !== 'exempt' ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormField label={t('enrollment.date_of_birth')} error={error('dateOfBirth')}>
            {(props) => (
              <input
                {...props}
                type="date"
                autoComplete="bday"
                className={inputClass}
                value={form.dateOfBirth}
                onChange={text('dateOfBirth')}
              />
            )}
          </FormField>
          <FormField
            label={t('enrollment.government_id')}
            error={error('governmentId')}
            hint={t('enrollment.government_id_rule')}
          >
            {(props) => (
              <input
                {...props}
                autoComplete="off"
                spellCheck={false}
                className={inputClass}
                value={form.governmentId}
                onChange={text('governmentId')}
              />
            )}
          </FormField>
        </div>
      ) : null}
      <div>
        <div className="flex items-start gap-2">
          <input
            id={termsId}
            type="checkbox"
            className="mt-1 h-4 w-4 shrink-0"
            checked={form.acceptedTerms}
            aria-invalid={termsError !== undefined}
            {...(termsError ? { 'aria-describedby': `${termsId}-error` } : {})}
            onChange={(event) => onChange('acceptedTerms', event.target.checked)}
          />
          <label htmlFor={termsId} className="text-sm text-slate-200">
            <TermsSentence version={termsVersion} />
          </label>
        </div>
        {termsError ? (
          <p id={`${termsId}-error`} className="mt-1 text-sm text-rose-300">
            {termsError}
          </p>
        ) : null}
      </div>
    </fieldset>
  )
}
