import { cancelOrderPayment } from './cancelOrderPayment'
import type { TopupPaymentApi } from './payTopup'
import { reportPayment } from './reportPayment'
import { requestSwapQuote } from './requestSwapQuote'

/** The payment flow's server calls, over the app's API client (sign-in on 401, X-PAYER). */
export const topupApi: TopupPaymentApi = {
  requestSwapQuote,
  reportPayment,
  cancelOrderPayment,
}
