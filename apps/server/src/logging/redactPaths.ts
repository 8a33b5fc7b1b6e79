const sensitiveFields = [
  'pan',
  'cvv',
  'number',
  'signature',
  'cardNumber',
  'password',
  'mnemonic',
  'privateKey',
]
const sensitiveHeaders = [
  'cookie',
  'authorization',
  '["set-cookie"]',
  '["x-signature"]',
  '["webhook-signature"]',
]

/**
 * Paths pino replaces with "[redacted]": secret headers wherever a request or response is logged, and
 * card data and signatures at any of the first three levels of a log object. `message` is redacted
 * only inside bodies (a SIWE message is a sign-in request), not on errors where it is the description.
 */
export const redactPaths: string[] = [
  ...['req', 'request', 'res', 'reply', 'response'].flatMap((o) =>
    sensitiveHeaders.map((h) => `${o}.headers${h.startsWith('[') ? h : `.${h}`}`),
  ),
  ...sensitiveHeaders.map((h) => `headers${h.startsWith('[') ? h : `.${h}`}`),
  ...sensitiveFields.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  'body.message',
  '*.body.message',
]
