import type { EnrollmentResponse, EnrollmentWorkflow } from '@chaincard/domain'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import type { Card } from '../../types/api'

// When the program enrolls cardholders with the issuer, the application asks for the cardholder, and
// the card page says where the enrollment stands while the card waits.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

const TERMS_VERSION = '2026-11'

function server({
  workflow,
  status = 'application_required',
  enrollment = null,
  routes = {},
}: {
  workflow: EnrollmentWorkflow | null
  status?: Card['status']
  enrollment?: EnrollmentResponse
  routes?: Record<string, FakeHandler | FakeReply>
}) {
  const current = () => card('o1', { status })
  return installFakeApi({
    'GET /config': {
      body: {
        ...SANDBOX_CONFIG,
        enrollment: workflow ? { workflow, termsVersion: TERMS_VERSION } : null,
      },
    },
    'GET /state': { body: { active: true } },
    'GET /card': () => ({ body: { cards: [], orders: [current()], leftCount: 1, cardProducts: [] } }),
    'GET /card/o1': () => ({ body: current() }),
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/enrollment': { body: enrollment },
    'GET /user/invitation': {
      body: { code: 'INVITE42', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
    'GET /card/o1/transaction': { body: { items: [], total: 0 } },
    'GET /card/o1/pending-transaction': { body: { items: [], total: 0 } },
    'POST /order/o1/info': { status: 204 },
    ...routes,
  })
}

async function openForm() {
  const user = userEvent.setup()
  renderApp('/card/o1')
  const dialog = await screen.findByRole('dialog', { name: 'Contact information' }, { timeout: 30_000 })
  return { user, dialog }
}

type User = ReturnType<typeof userEvent.setup>

/** The contact part; its name field only when no cardholder is asked (the legal names are the contact name). */
async function fillContact(user: User, dialog: HTMLElement, nameField = true) {
  await user.type(within(dialog).getByLabelText('Email'), 'jurgen@example.com')
  await user.type(within(dialog).getByLabelText('Calling code'), '+49')
  await user.type(within(dialog).getByLabelText('Phone number'), '15112345678')
  if (nameField) await user.type(within(dialog).getByLabelText('Your name'), 'Jurgen Gross')
  else expect(within(dialog).queryByLabelText('Your name')).toBeNull()
}

async function fillCardholder(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Legal first name'), 'Jürgen')
  await user.type(within(dialog).getByLabelText('Legal last name'), 'Groß-Müller')
  await user.type(within(dialog).getByLabelText('Street address'), '451 New Forest Way')
  await user.type(within(dialog).getByLabelText('City'), 'Springfield')
  await user.selectOptions(within(dialog).getByLabelText('Country'), 'USA')
  await user.selectOptions(within(dialog).getByLabelText('State, province or region'), 'IL')
  await user.type(within(dialog).getByLabelText('Postal code'), '62701')
  await user.click(within(dialog).getByRole('checkbox', { name: /I accept the cardholder terms/ }))
}

const posts = (api: ReturnType<typeof installFakeApi>) => api.calls.filter((c) => c.path === '/order/o1/info')

const CONTACT = {
  email: 'jurgen@example.com',
  phone: { callingCode: '49', phoneNumber: '15112345678' },
  displayName: 'Jurgen Gross',
  language: 'en',
}
// Asked for the cardholder, the person types their name once: the legal names are the contact name.
const CONTACT_OF_CARDHOLDER = { ...CONTACT, displayName: 'Jürgen Groß-Müller' }
const CARDHOLDER = {
  firstName: 'Jürgen',
  lastName: 'Groß-Müller',
  cardName: 'JUERGEN GROSS-MUELLER',
  address: {
    line1: '451 New Forest Way',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'USA',
  },
  acceptedTerms: true,
  termsVersion: TERMS_VERSION,
}

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.documentElement, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the application form when the program enrolls cardholders', () => {
  it('off: the form is as before, asks no enrollment and sends no cardholder', async () => {
    const api = server({ workflow: null })
    const { user, dialog } = await openForm()
    expect(within(dialog).queryByLabelText('Legal first name')).toBeNull()
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    await fillContact(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(posts(api)).toHaveLength(1))
    expect(posts(api)[0]?.body).toEqual(CONTACT)
    expect(api.count('GET /user/enrollment')).toBe(0)
  })

  it('exempt: asks the cardholder, pre-fills the card name from the legal name, sends exactly what was typed', async () => {
    const api = server({ workflow: 'exempt' })
    const { user, dialog } = await openForm()
    await within(dialog).findByLabelText('Legal first name')
    expect(within(dialog).queryByLabelText('Date of birth')).toBeNull()
    expect(within(dialog).queryByLabelText('Government ID number')).toBeNull()
    expect(within(dialog).getByText(/Letters of any alphabet/)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name for the card')).toHaveAccessibleDescription(
      /Latin capital letters A-Z/,
    )
    const terms = within(dialog).getByRole('link', { name: 'cardholder terms' })
    expect(terms).toHaveAttribute('href', '/legal/terms')
    expect(terms).toHaveAttribute('target', '_blank')
    expect(
      within(dialog).getByRole('checkbox', { name: /I accept the cardholder terms/ }),
    ).toHaveAccessibleName(`I accept the cardholder terms (version ${TERMS_VERSION}).`)
    // Only the countries the issuer enrolls in this workflow (KYC_EXEMPT: the USA and Canada), in the app's
    // language; no Germany.
    const countries = within(within(dialog).getByLabelText('Country')).getAllByRole('option')
    expect(countries.map((o) => o.getAttribute('value'))).toEqual(['', 'CAN', 'USA'])
    expect(within(dialog).getByRole('option', { name: 'United States' })).toHaveValue('USA')
    expect(within(dialog).queryByRole('option', { name: 'Germany' })).toBeNull()
    await fillContact(user, dialog, false)
    await fillCardholder(user, dialog)
    expect(within(dialog).getByLabelText('Name for the card')).toHaveValue('JUERGEN GROSS-MUELLER')
    expect(await seriousViolations()).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(posts(api)).toHaveLength(1))
    expect(posts(api)[0]?.body).toEqual({ ...CONTACT_OF_CARDHOLDER, cardholder: CARDHOLDER })
  })

  it('an edited card name is no longer pre-filled; lowercase or digits are refused in the form, nothing sent', async () => {
    const api = server({ workflow: 'exempt' })
    const { user, dialog } = await openForm()
    await fillContact(user, dialog, false)
    await fillCardholder(user, dialog)
    const cardName = within(dialog).getByLabelText('Name for the card')
    await user.clear(cardName)
    await user.type(cardName, 'Jurgen Gross')
    await user.type(within(dialog).getByLabelText('Legal last name'), 'x')
    expect(cardName).toHaveValue('Jurgen Gross')
    await user.clear(within(dialog).getByLabelText('Legal last name'))
    await user.type(within(dialog).getByLabelText('Legal last name'), 'Groß-Müller')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(cardName).toHaveAttribute('aria-invalid', 'true')
    expect(cardName).toHaveAccessibleDescription(/Use Latin capital letters A-Z/)
    await user.clear(cardName)
    await user.type(cardName, 'JURGEN GROSS 2')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(cardName).toHaveAttribute('aria-invalid', 'true')
    expect(posts(api)).toHaveLength(0)
    await user.clear(cardName)
    await user.type(cardName, 'J GROSS-MUELLER')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(posts(api)).toHaveLength(1))
    expect(posts(api)[0]?.body).toMatchObject({ cardholder: { ...CARDHOLDER, cardName: 'J GROSS-MUELLER' } })
  })

  it('refuses a legal name with digits and an unaccepted terms box in the form', async () => {
    const api = server({ workflow: 'exempt' })
    const { user, dialog } = await openForm()
    await fillContact(user, dialog, false)
    await fillCardholder(user, dialog)
    await user.type(within(dialog).getByLabelText('Legal first name'), '2')
    await user.click(within(dialog).getByRole('checkbox', { name: /I accept the cardholder terms/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(within(dialog).getByLabelText('Legal first name')).toHaveAccessibleDescription(
      /Use letters, with spaces, hyphens or apostrophes/,
    )
    expect(within(dialog).getByText('Accept the cardholder terms to apply.')).toBeInTheDocument()
    expect(posts(api)).toHaveLength(0)
  })

  it('basic: also asks the date of birth and government id, and sends them', async () => {
    const api = server({ workflow: 'basic' })
    const { user, dialog } = await openForm()
    await fillContact(user, dialog, false)
    await fillCardholder(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(within(dialog).getByText('Enter your date of birth.')).toBeInTheDocument()
    expect(posts(api)).toHaveLength(0)
    await user.type(within(dialog).getByLabelText('Date of birth'), '2020-01-01')
    await user.type(within(dialog).getByLabelText('Government ID number'), 'L01X00T47')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(within(dialog).getByText('A cardholder must be at least 18 years old.')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Date of birth'))
    await user.type(within(dialog).getByLabelText('Date of birth'), '1980-05-17')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(posts(api)).toHaveLength(1))
    expect(posts(api)[0]?.body).toEqual({
      ...CONTACT_OF_CARDHOLDER,
      cardholder: { ...CARDHOLDER, dateOfBirth: '1980-05-17', governmentId: 'L01X00T47' },
    })
  })

  it('a person already enrolled is not asked again (the server would ignore it)', async () => {
    const api = server({
      workflow: 'exempt',
      enrollment: { status: 'accepted', reasons: [], cardName: 'JURGEN GROSS', termsVersion: TERMS_VERSION },
    })
    const { user, dialog } = await openForm()
    await fillContact(user, dialog)
    await waitFor(() => expect(api.count('GET /user/enrollment')).toBeGreaterThan(0))
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(posts(api)).toHaveLength(1))
    expect(within(dialog).queryByLabelText('Legal first name')).toBeNull()
    expect(posts(api)[0]?.body).toEqual(CONTACT)
  })

  it('says the server refusals in the form and keeps what was typed: 503, a field, 409 refused before', async () => {
    let reply: FakeReply = {
      status: 503,
      body: {
        code: 'upstream_unavailable',
        message: 'upstream unavailable: the card issuer did not take it',
      },
    }
    const api = server({ workflow: 'basic', routes: { 'POST /order/o1/info': () => reply } })
    const { user, dialog } = await openForm()
    await fillContact(user, dialog, false)
    await fillCardholder(user, dialog)
    await user.type(within(dialog).getByLabelText('Date of birth'), '1980-05-17')
    await user.type(within(dialog).getByLabelText('Government ID number'), 'L01X00T47')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    const refusal = await within(dialog).findByTestId('enrollment-refusal')
    expect(refusal).toHaveTextContent('The card issuer could not be reached, so nothing was sent.')
    expect(within(dialog).getByLabelText('Legal last name')).toHaveValue('Groß-Müller')
    expect(within(dialog).getByLabelText('Government ID number')).toHaveValue('L01X00T47')
    expect(screen.queryByRole('dialog', { name: 'Application' })).toBeNull()

    reply = {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'validation failed: cardholder.governmentId: required by this program',
        details: { kind: 'enrollment', refusal: 'government_id_required', field: 'cardholder.governmentId' },
      },
    }
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(posts(api)).toHaveLength(2))
    expect(await within(dialog).findByTestId('enrollment-refusal')).toHaveTextContent(
      "The card issuer's rules refused the highlighted detail.",
    )
    expect(within(dialog).getByLabelText('Government ID number')).toHaveAttribute('aria-invalid', 'true')

    reply = {
      status: 409,
      body: {
        code: 'invalid_action',
        message:
          'invalid action: the card issuer did not accept you as a cardholder (NAME_VERIFICATION_FAILURE)',
        details: { kind: 'enrollment', refusal: 'rejected_before', reasons: ['NAME_VERIFICATION_FAILURE'] },
      },
    }
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(posts(api)).toHaveLength(3))
    await waitFor(() =>
      expect(within(dialog).getByTestId('enrollment-refusal')).toHaveTextContent(
        'The card issuer did not accept you as a cardholder earlier, so it cannot take another application. Write to support@chaincard.test',
      ),
    )
    expect(within(dialog).getByTestId('enrollment-refusal')).not.toHaveTextContent('NAME_VERIFICATION')
  })
  it("the issuer's refusal (422) says its reason; the corrected application is sent again", async () => {
    let reply: FakeReply = {
      status: 422,
      body: {
        code: 'enrollment_refused',
        message: 'enrollment refused: Address could not be verified: postal code 62701',
        details: {
          kind: 'enrollment',
          refusal: 'issuer_refused',
          reasons: ['Address could not be verified: postal code 62701'],
        },
      },
    }
    const api = server({ workflow: 'exempt', routes: { 'POST /order/o1/info': () => reply } })
    const { user, dialog } = await openForm()
    await fillContact(user, dialog, false)
    await fillCardholder(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByTestId('enrollment-refusal')).toHaveTextContent(
      'The card issuer did not take your application: “Address could not be verified: postal code 62701”. Please correct your details and submit again.',
    )
    reply = { status: 204, body: null }
    const postal = within(dialog).getByLabelText('Postal code')
    await user.clear(postal)
    await user.type(postal, '62704')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(posts(api)).toHaveLength(2))
    expect(posts(api)[1]?.body).toEqual({
      ...CONTACT_OF_CARDHOLDER,
      cardholder: { ...CARDHOLDER, address: { ...CARDHOLDER.address, postalCode: '62704' } },
    })
  })

  it('basic enrolls the USA only; a state or ZIP in another format is refused in the form, nothing sent', async () => {
    const api = server({ workflow: 'basic' })
    const { user, dialog } = await openForm()
    await fillContact(user, dialog, false)
    const countries = within(await within(dialog).findByLabelText('Country')).getAllByRole('option')
    expect(countries.map((o) => o.getAttribute('value'))).toEqual(['', 'USA'])
    await fillCardholder(user, dialog)
    await user.type(within(dialog).getByLabelText('Date of birth'), '1980-05-17')
    await user.type(within(dialog).getByLabelText('Government ID number'), 'L01X00T47')
    const postal = within(dialog).getByLabelText('Postal code')
    await user.clear(postal)
    await user.type(postal, '6270')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(postal).toHaveAttribute('aria-invalid', 'true')
    expect(posts(api)).toHaveLength(0)
  })

  it('a person the issuer refuses at once is told so in Application processing', async () => {
    let status: Card['status'] = 'application_required'
    let state: EnrollmentResponse = null
    const api = server({
      workflow: 'exempt',
      routes: {
        'GET /card/o1': () => ({ body: card('o1', { status }) }),
        'GET /user/enrollment': () => ({ body: state }),
        'POST /order/o1/info': () => {
          status = 'application_processing'
          state = {
            status: 'rejected',
            reasons: ['NAME_VERIFICATION_FAILURE'],
            cardName: 'ANN REJECT',
            termsVersion: TERMS_VERSION,
          }
          return { status: 204 }
        },
      },
    })
    const { user, dialog } = await openForm()
    await fillContact(user, dialog, false)
    await fillCardholder(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    const processing = await screen.findByRole('dialog', { name: 'Application processing' })
    const told = await within(processing).findByTestId('enrollment-notice')
    expect(told).toHaveTextContent('The card issuer could not accept your application')
    expect(told).toHaveTextContent('Your name could not be verified.')
    expect(posts(api)).toHaveLength(1)
  })
})

describe('the card page says where the enrollment stands while the card waits', () => {
  const enrollment = (status: NonNullable<EnrollmentResponse>['status'], reasons: string[] = []) => ({
    status,
    reasons,
    cardName: 'JURGEN GROSS',
    termsVersion: TERMS_VERSION,
  })

  async function notice(state: EnrollmentResponse) {
    server({ workflow: 'exempt', status: 'application_processing', enrollment: state })
    renderApp('/card/o1')
    await screen.findByTestId('card-actions', {}, { timeout: 30_000 })
  }

  it('accepted: nothing more than the application in review', async () => {
    await notice(enrollment('accepted'))
    expect(await screen.findByTestId('processing-notice')).toBeInTheDocument()
    expect(screen.queryByTestId('enrollment-notice')).toBeNull()
  })

  it('pending review: the issuer reviews it, nothing to do', async () => {
    await notice(enrollment('pending_review'))
    expect(await screen.findByTestId('enrollment-notice')).toHaveTextContent(
      'The card issuer is reviewing your application. There is nothing you need to do',
    )
    expect(screen.queryByTestId('processing-notice')).toBeNull()
  })

  it('pending document: support writes to the person', async () => {
    await notice(enrollment('pending_document', ['ADDRESS_VERIFICATION_FAILURE']))
    expect(await screen.findByTestId('enrollment-notice')).toHaveTextContent(
      'The card issuer needs a document to verify you. Our support will write to you at the email address you gave; you can also write to support@chaincard.test.',
    )
  })

  it('rejected: the reasons in words (known codes, else a generic one) and the refund; no serious axe issue', async () => {
    await notice(enrollment('rejected', ['NAME_VERIFICATION_FAILURE', 'WATCHLIST_ALERT_FAILURE', 'NEW_CODE']))
    const box = await screen.findByTestId('enrollment-notice')
    expect(box).toHaveTextContent('The card issuer could not accept your application')
    const reasons = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(reasons).toEqual([
      'Your name could not be verified.',
      'Your details matched a sanctions or watch list.',
      'The issuer did not give a reason we can show.',
    ])
    expect(box).toHaveTextContent('What you paid will be refunded: our support will contact you')
    expect(box).not.toHaveTextContent('NAME_VERIFICATION_FAILURE')
    expect(await seriousViolations()).toEqual([])
  })

  it('asks again while the issuer has not decided, and shows the decision', async () => {
    let state = enrollment('pending_review')
    const api = server({
      workflow: 'exempt',
      status: 'application_processing',
      routes: { 'GET /user/enrollment': () => ({ body: state }) },
    })
    renderApp('/card/o1')
    expect(await screen.findByTestId('enrollment-notice', {}, { timeout: 30_000 })).toHaveAttribute(
      'data-status',
      'pending_review',
    )
    const before = api.count('GET /user/enrollment')
    state = enrollment('rejected', ['AGE_THRESHOLD_FAILURE'])
    await waitFor(() => expect(api.count('GET /user/enrollment')).toBeGreaterThan(before), {
      timeout: 20_000,
    })
    await waitFor(() =>
      expect(screen.getByTestId('enrollment-notice')).toHaveTextContent('You do not meet the minimum age.'),
    )
  })
})
