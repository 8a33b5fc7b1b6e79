import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webpush from 'web-push'
import type { Config, VapidKeys } from '../../config'

/** The sandbox's generated pair, in DATA_DIR (0600), reused by every later start. */
export const SANDBOX_VAPID_FILE = 'vapid-keys.json'

/**
 * The VAPID keys Web Push signs with: VAPID_* when set; in the sandbox without them, a pair generated once into
 * DATA_DIR/vapid-keys.json and reused (so subscriptions made before a restart keep working); in production
 * without them, none (push is off).
 */
export function resolveVapidKeys(config: Pick<Config, 'vapid' | 'mode' | 'dataDir' | 'supportEmail'>) {
  if (config.vapid) return config.vapid
  if (config.mode !== 'sandbox') return undefined
  const file = join(config.dataDir, SANDBOX_VAPID_FILE)
  const stored = readStored(file)
  if (stored) return stored
  mkdirSync(config.dataDir, { recursive: true })
  const { publicKey, privateKey } = webpush.generateVAPIDKeys()
  const keys: VapidKeys = { publicKey, privateKey, subject: `mailto:${config.supportEmail}` }
  // Written beside, then linked into place: a second process starting at the same time reads the first's pair.
  const temporary = `${file}.${process.pid}.${Date.now()}`
  writeFileSync(temporary, `${JSON.stringify(keys)}\n`, { mode: 0o600 })
  try {
    linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(temporary)
  }
  return readStored(file) ?? keys
}

function readStored(file: string): VapidKeys | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const parsed = JSON.parse(text) as Partial<VapidKeys>
  if (!parsed.publicKey || !parsed.privateKey || !parsed.subject) {
    throw new Error(`${file} is not a VAPID key pair; delete it to generate a new one`)
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey, subject: parsed.subject }
}
