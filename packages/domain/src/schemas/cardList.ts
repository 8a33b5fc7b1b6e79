// `GET /api/card`: the user's cards, orders, free cards left and the products they can order.
import { z } from 'zod'
import { Card, CardProduct } from './cards'
import { Order } from './orders'

/** `leftCount` is the number of free cards the user can still order, -1 for unlimited (NFT holders). */
export const CardListResponse = z.object({
  cards: z.array(Card).max(1_000),
  orders: z.array(Order).max(1_000),
  leftCount: z.int().min(-1),
  cardProducts: z.array(CardProduct).max(50),
})

export type CardListResponse = z.infer<typeof CardListResponse>
