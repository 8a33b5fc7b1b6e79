// Notifications by e-mail: the verification link of the address given at application, and the mails
// the sandbox's SMTP catcher caught (sandbox only).
import { z } from 'zod'

/** The languages the owner is written to in (the web app's, and Russian as statements have it). */
export const OwnerLanguage = z.enum(['en', 'de', 'ja', 'ru', 'tr', 'zh-cn', 'zh-tw'])

/** `GET /mail/verify?token=`: the token of the link in the verification mail (base64url, 43 characters). */
export const MailVerifyQuery = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'invalid token'),
})

/**
 * `GET /mail/status`: the address given at application (null before the contact form) and whether its
 * verification link was opened (only then do notification mails go to it).
 */
export const MailStatusResponse = z.object({ email: z.string().nullable(), verified: z.boolean() })

/** One mail the sandbox's SMTP catcher received, decoded. */
export const SandboxMail = z.object({
  id: z.number().int(),
  receivedAt: z.iso.datetime(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  /** Its `Auto-Submitted` header (RFC 3834), null without one. */
  autoSubmitted: z.string().nullable(),
})

/** `GET /sandbox/mails`: what the catcher received, newest first (at most 200 kept, in memory). */
export const SandboxMailsResponse = z.object({ mails: z.array(SandboxMail) })

export type OwnerLanguage = z.infer<typeof OwnerLanguage>
export type MailVerifyQuery = z.infer<typeof MailVerifyQuery>
export type MailStatusResponse = z.infer<typeof MailStatusResponse>
export type SandboxMail = z.infer<typeof SandboxMail>
export type SandboxMailsResponse = z.infer<typeof SandboxMailsResponse>
