import { type ConfigResponse, OTP_ONLY_PRODUCT_IDS } from '@chaincard/domain'
import { type Config, type LegalSource, legalSettingsOf } from '../../config'

const linkOf = (source: LegalSource) =>
  source.kind === 'url' ? { kind: 'url' as const, url: source.url } : { kind: 'page' as const }

/** What GET /api/config answers: the deployment's public settings, never a secret or a private RPC URL. */
export function toPublicConfig(config: Config): ConfigResponse {
  return {
    productName: config.productName,
    supportEmail: config.supportEmail,
    sandbox: config.mode === 'sandbox',
    createOrderDisabled: config.createOrderDisabled,
    ...(config.walletConnectProjectId ? { walletConnectProjectId: config.walletConnectProjectId } : {}),
    chains: config.chains.map((c) => ({
      id: c.id,
      name: c.name,
      nativeCurrency: c.nativeCurrency,
      rpcUrl: c.publicRpcUrl,
      ...(c.blockExplorerUrl ? { blockExplorerUrl: c.blockExplorerUrl } : {}),
      testnet: c.testnet,
      orderCurrency: c.orderCurrency.id,
      requiredConfirmations: c.requiredConfirmations,
      ...(c.swapRouter ? { swapRouter: c.swapRouter } : {}),
      tokens: c.tokens.map((t) => ({ ...t })),
    })),
    otpOnlyProductIds: [...OTP_ONLY_PRODUCT_IDS],
    legal: (() => {
      const legal = legalSettingsOf(config)
      return {
        terms: linkOf(legal.terms),
        privacy: linkOf(legal.privacy),
        legalNotice: linkOf(legal.legalNotice),
      }
    })(),
    enrollment: config.enrollment
      ? { workflow: config.enrollment.workflow, termsVersion: config.enrollment.termsVersion }
      : null,
  }
}
