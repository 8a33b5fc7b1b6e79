import { CARD_EVENT_KINDS } from '@chaincard/domain'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource, stubEventSource } from '../../../test/fakeEventSource'
import { cardsQuery } from '../queries/cardsQuery'
import { cardKey, rewardBalanceKey, userInvitationKey } from '../queries/queryKeys'
import { isLiveStreamOpen, LIVE_FALLBACK_POLL_MS, livePollInterval } from './liveEvents'
import { useLiveEvents } from './useLiveEvents'

function Card({ id, fetches }: { id: string; fetches: Record<string, number> }) {
  const query = useQuery({
    queryKey: cardKey(id),
    queryFn: async () => {
      fetches[id] = (fetches[id] ?? 0) + 1
      return fetches[id]
    },
  })
  return <p>{`${id}:${query.data ?? '-'}`}</p>
}

function Page({ signedIn, fetches }: { signedIn: boolean; fetches: Record<string, number> }) {
  useLiveEvents(signedIn)
  return (
    <>
      <Card id="c1" fetches={fetches} />
      <Card id="c2" fetches={fetches} />
    </>
  )
}

beforeEach(() => stubEventSource())
afterEach(() => vi.unstubAllGlobals())

describe('useLiveEvents', () => {
  it('opens one stream while signed in, refetches what predates it once, then the card an event names, only that one', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
    const fetches: Record<string, number> = {}
    const view = render(
      <QueryClientProvider client={client}>
        <Page signedIn={false} fetches={fetches} />
      </QueryClientProvider>,
    )
    await screen.findByText('c1:1')
    expect(FakeEventSource.instances).toHaveLength(0)

    view.rerender(
      <QueryClientProvider client={client}>
        <Page signedIn fetches={fetches} />
      </QueryClientProvider>,
    )
    // Opened once the kinds it listens to are loaded (out of the first load).
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
    const source = FakeEventSource.instances[0]!
    expect([...source.listeners.keys()]).toEqual([...CARD_EVENT_KINDS])
    expect(source.url).toBe('/api/events')
    act(() => source.onopen?.())
    expect(isLiveStreamOpen()).toBe(true)
    expect(livePollInterval(3_000)).toBe(LIVE_FALLBACK_POLL_MS)
    // What the page fetched before the stream was up is asked once more (events from before it are not streamed).
    await screen.findByText('c1:2')
    await screen.findByText('c2:2')

    act(() => source.emit('purchase.authorized', { cardId: 'c1', amount: '3.50' }))
    await screen.findByText('c1:3')
    await waitFor(() => expect(fetches).toEqual({ c1: 3, c2: 2 }))

    // The stream drops: polling is the fallback again.
    act(() => source.onerror?.())
    expect(livePollInterval(3_000)).toBe(3_000)

    view.rerender(
      <QueryClientProvider client={client}>
        <Page signedIn={false} fetches={fetches} />
      </QueryClientProvider>,
    )
    expect(source.closed).toBe(true)
    expect(isLiveStreamOpen()).toBe(false)
  })

  it("refreshes the owner's rewards, invitation and card list on an owner event that names no card", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
    const fetches: Record<string, number> = {}
    const counted = (name: string) => async () => {
      fetches[name] = (fetches[name] ?? 0) + 1
      return fetches[name]
    }
    function Owner() {
      useLiveEvents(true)
      const rewards = useQuery({ queryKey: rewardBalanceKey('0xAbC'), queryFn: counted('rewards') })
      const invitation = useQuery({ queryKey: userInvitationKey('0xabc'), queryFn: counted('invitation') })
      const cards = useQuery({ queryKey: [...cardsQuery('0xabc').queryKey], queryFn: counted('cards') })
      return (
        <p>{`rewards:${rewards.data ?? '-'} invitation:${invitation.data ?? '-'} cards:${cards.data ?? '-'}`}</p>
      )
    }
    render(
      <QueryClientProvider client={client}>
        <Owner />
      </QueryClientProvider>,
    )
    await screen.findByText('rewards:1 invitation:1 cards:1')
    const source = FakeEventSource.instances[0]!
    // An owner without a card earns a free card, then a reward: neither event names a card.
    act(() => source.emit('cards.earned', { cardAllowance: 2 }))
    await screen.findByText('rewards:2 invitation:2 cards:2')
    act(() => source.emit('rewards.changed', { rewardType: 'referral', amount: '5.00' }))
    await screen.findByText('rewards:3 invitation:3 cards:3')
  })

  it('opens the stream again after a refusal the browser gives up on, and refetches everything once it is back', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
    const fetches: Record<string, number> = {}
    const view = render(
      <QueryClientProvider client={client}>
        <Page signedIn fetches={fetches} />
      </QueryClientProvider>,
    )
    await screen.findByText('c2:1')
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
    const first = FakeEventSource.instances[0]!
    // A 401 (the session is being renewed): closed for good by the browser, so the hook opens another.
    act(() => first.refuse())
    expect(isLiveStreamOpen()).toBe(false)
    expect(FakeEventSource.instances).toHaveLength(1)
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 3_000 })
    const second = FakeEventSource.instances[1]!
    act(() => second.onopen?.())
    expect(isLiveStreamOpen()).toBe(true)
    // What happened while it was closed was not streamed: every card is asked again.
    await screen.findByText('c1:2')
    await screen.findByText('c2:2')
    // A drop the browser retries by itself (still connecting) opens nothing more.
    act(() => second.onerror?.())
    await new Promise((r) => setTimeout(r, 1_500))
    expect(FakeEventSource.instances).toHaveLength(2)
    // Signing out stops it, and a pending reopen with it.
    act(() => second.refuse())
    view.rerender(
      <QueryClientProvider client={client}>
        <Page signedIn={false} fetches={fetches} />
      </QueryClientProvider>,
    )
    await new Promise((r) => setTimeout(r, 1_500))
    expect(FakeEventSource.instances).toHaveLength(2)
    expect(isLiveStreamOpen()).toBe(false)
  })
})
