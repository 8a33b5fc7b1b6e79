import { z } from 'zod'

/** A 204's schema: the document says the answer has no body, as the server sends it. */
export const NO_CONTENT = z.undefined().describe('Done; no body')
