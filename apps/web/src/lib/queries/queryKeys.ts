import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query'

/*
 * The keys of the resources more than one part of the app reads or refreshes, and their invalidations. Apart
 * from the factories (cardQuery.ts and its neighbours, which hold the fetchers), so refreshing one never loads a
 * fetcher. The card list's key is beside its factory (cardsQuery.ts): the first load's sign-in guards read it.
 */

/**
 * `['card', id]`: one card or order of the user. The card's own parts (history, withdrawals, disputes, controls,
 * wallet tokens) sit under this key, so refreshing the card refreshes them too unless `exact` is asked for.
 */
export function cardKey(id: string) {
  return ['card', id] as const
}

export function invalidateCard(
  client: QueryClient,
  id: string,
  filters: Pick<InvalidateQueryFilters, 'exact'> = {},
): Promise<void> {
  return client.invalidateQueries({ queryKey: cardKey(id), ...filters })
}

export function userStateKey(address: string | undefined) {
  return ['userState', address?.toLowerCase()] as const
}

/** After an 'invalid action' refusal the state changed under the page: every screen showing it reloads. */
export function invalidateUserState(client: QueryClient, address: string | undefined): Promise<void> {
  return client.invalidateQueries({ queryKey: userStateKey(address) })
}

export function userInvitationKey(address: string | undefined) {
  return ['userInvitation', address?.toLowerCase()] as const
}

/** Every invitation in the cache: rewards and earned free cards change it. */
export function invalidateUserInvitations(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['userInvitation'] })
}

export function pendingTopupKey(id: string) {
  return ['pendingTopup', id] as const
}

export function invalidatePendingTopup(client: QueryClient, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: pendingTopupKey(id) })
}

export function heldDepositsKey(id: string) {
  return ['heldDeposits', id] as const
}

export function invalidateHeldDeposits(client: QueryClient, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: heldDepositsKey(id) })
}

/**
 * `['cardChallenge', id]`: a root key of its own, not under the card's, so the card's refreshes never pull the
 * challenge along; live events and an answer refresh it by name.
 */
export function cardChallengeKey(id: string) {
  return ['cardChallenge', id] as const
}

export function invalidateCardChallenge(client: QueryClient, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: cardChallengeKey(id) })
}

export function rewardBalanceKey(address: string | undefined) {
  return ['rewardBalance', address?.toLowerCase()] as const
}

export function rewardRecordsKey(address: string | undefined, page: number) {
  return ['rewardRecords', address?.toLowerCase(), page] as const
}

/** Every reward balance and every page of reward records in the cache. */
export function invalidateRewards(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['rewardBalance'] }),
    client.invalidateQueries({ queryKey: ['rewardRecords'] }),
  ]).then(() => undefined)
}

/** `['cardDeposits', id]`: the card's newest deposits as the deposit page follows them. */
export function cardDepositsKey(id: string) {
  return ['cardDeposits', id] as const
}

export function invalidateCardDeposits(client: QueryClient, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: cardDepositsKey(id) })
}

/** `['confirmations', hash]`: the confirmations of a reported payment as the waiting dialogs poll them. */
export function confirmationsKey(hash: string) {
  return ['confirmations', hash.toLowerCase()] as const
}

/** Every payment's confirmations: an event names the card, not the payment's hash. */
export function invalidateConfirmations(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['confirmations'] })
}
