import {
  CardParams,
  SandboxTokenizationBody,
  WalletProvisionBody,
  WalletProvisionResponse,
  WalletToken,
  WalletTokenListResponse,
  WalletTokenParams,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NO_CONTENT } from '../http/openapi/noContent'
import {
  changeWalletToken,
  listCardWalletTokens,
  provisionWallet,
  simulateTokenization,
} from '../modules/issuer'
import { appContext } from '../runtime/appContext'

/**
 * Apple Pay and Google Pay: the card's wallet tokens with their activation codes, the owner's
 * pause, resume and removal; in the sandbox, a wallet asking to add the card.
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)

  app.get(
    '/card/:id/wallets',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['cards'],
        summary: "The card's Apple Pay and Google Pay tokens, newest first",
        params: CardParams,
        response: { 200: WalletTokenListResponse },
      },
    },
    async (request, reply) => {
      // An activation code may be in it: never cached.
      reply.header('cache-control', 'no-store')
      return listCardWalletTokens(ctx, request.params.id, request.session!.addressLower)
    },
  )

  app.post(
    '/card/:id/wallets/provision',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['cards'],
        summary:
          'Push provisioning: the issuer’s activation data for Apple Pay or Google Pay to add the card',
        params: CardParams,
        body: WalletProvisionBody,
        response: { 200: WalletProvisionResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return provisionWallet(ctx, request.params.id, request.session!.addressLower, request.body)
    },
  )

  app.post(
    '/card/:id/wallets/:tokenId/:action',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags: ['cards'],
        summary: 'Pause, resume or remove a wallet token',
        params: WalletTokenParams,
      },
    },
    async (request, reply) => {
      await changeWalletToken(ctx, request.session!.addressLower, request.params)
      return reply.status(204).send()
    },
  )

  if (app.config.mode !== 'sandbox' || app.config.issuer?.kind === 'lithic') return
  app.post(
    '/sandbox/cards/:id/tokenizations',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sandbox'],
        summary: 'A wallet (Apple Pay, Google Pay) asks the sandbox issuer to add the card',
        params: CardParams,
        body: SandboxTokenizationBody,
        response: { 200: WalletToken },
      },
    },
    async (request) =>
      simulateTokenization(ctx, request.params.id, request.session!.addressLower, request.body),
  )
}
