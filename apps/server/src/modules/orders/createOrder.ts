import {
  CARD_PROGRAM_INFO,
  isUserActionAllowed,
  NOT_ACTIVATED_STATUSES,
  programOfProduct,
} from '@chaincard/domain'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { cardDepositIndexSeq, cards } from '../../db/schema/cards'
import { userActivations } from '../../db/schema/invitations'
import { AppError } from '../../errors'
import { getUserState } from '../../runtime/access/getUserState'
import type { AppContext } from '../../runtime/appContext'
import { isNftHolder } from '../../runtime/isNftHolder'
import { generateCardId } from './generateCardId'

export type CreateOrderParameters = { owner: string; productId: string; currency: string }

/**
 * `POST /order`: a new order (a card in status `new`) with its own receiving address. Refused with 409
 * `invalid_action` when creating orders is disabled, the user state forbids it, the user is not activated,
 * another order is still to activate, or no free card is left (classic and business take one; nft needs the
 * collection on chain and is unlimited). One transaction that first locks the user's activation row, so two
 * concurrent requests cannot both pass the "no other order" and allowance checks.
 */
export async function createOrder(
  ctx: AppContext,
  { owner: address, productId, currency }: CreateOrderParameters,
) {
  const owner = address.toLowerCase()
  if (ctx.config.createOrderDisabled)
    throw new AppError('invalid_action', 'invalid action: creating cards is disabled')
  const program = programOfProduct(productId)
  if (!program) throw new AppError('validation_failed', 'validation failed: productId is not a card product')
  if (!ctx.config.chains.some((c) => c.orderCurrency.id === currency)) {
    throw new AppError(
      'validation_failed',
      'validation failed: currency is not an order currency of an enabled chain',
    )
  }
  const userState = await getUserState(ctx.db, owner)
  if (!isUserActionAllowed(userState, 'createOrder')) {
    throw new AppError('invalid_action', 'invalid action: creating cards is not allowed for this user')
  }
  if (program === 'nft') {
    let holder: boolean
    try {
      holder = await isNftHolder(ctx.chains, ctx.nftCollection, owner)
    } catch (error) {
      throw new AppError('upstream_unavailable', 'unavailable: the NFT collection cannot be read', {
        cause: error,
      })
    }
    if (!holder)
      throw new AppError('invalid_action', 'invalid action: the nft card needs an NFT of the collection')
  }
  const now = ctx.clock.now()
  const info = CARD_PROGRAM_INFO[program]

  return ctx.db.transaction(async (tx) => {
    const [activation] = await tx
      .select({ address: userActivations.address })
      .from(userActivations)
      .where(eq(userActivations.address, owner))
      .for('update')
    if (!activation) throw new AppError('invalid_action', 'invalid action: the user is not activated')

    const [open] = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.ownerAddress, owner), inArray(cards.status, [...NOT_ACTIVATED_STATUSES])))
      .limit(1)
    if (open) throw new AppError('invalid_action', 'invalid action: activate the existing card first')

    const usesAllowance = program !== 'nft'
    if (usesAllowance) {
      const [taken] = await tx
        .update(userActivations)
        .set({ cardsTaken: sql`${userActivations.cardsTaken} + 1` })
        .where(
          and(
            eq(userActivations.address, owner),
            lt(userActivations.cardsTaken, userActivations.cardAllowance),
          ),
        )
        .returning({ address: userActivations.address })
      if (!taken) throw new AppError('invalid_action', 'invalid action: no free card left')
    }

    const [next] = await tx
      .select({ index: sql<number>`nextval(${cardDepositIndexSeq.seqName})::integer` })
      .from(sql`(SELECT 1) AS one`)
    const depositIndex = Number(next!.index)
    const id = generateCardId()
    await tx.insert(cards).values({
      id,
      ownerAddress: owner,
      productId,
      program,
      status: 'new',
      balanceUpperMicro: info.balanceUpperMicroUsd,
      originalBalanceUpperMicro: info.balanceUpperMicroUsd,
      depositIndex,
      depositAddress: ctx.deriver.addressAt(depositIndex).toLowerCase(),
      orderCurrency: currency,
      usesAllowance,
      createdAt: now,
      updatedAt: now,
    })
    return { id }
  })
}
