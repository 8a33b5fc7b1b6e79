import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseCardDataKey } from './cardDataCipher'
import { CardDataKeyError } from './cardDataErrors'

export type LoadCardDataKeyParameters = {
  /** CARD_DATA_KEY from config (64 hex characters); wins when present. */
  cardDataKey?: string | undefined
  /** In sandbox, the key is generated once into `<dataDir>/card-data-key` (mode 0600) and reused. */
  sandboxDataDir?: string | undefined
}

/** Returns the 32-byte key for card data at rest. Never logs it. */
export function loadCardDataKey({ cardDataKey, sandboxDataDir }: LoadCardDataKeyParameters): Buffer {
  if (cardDataKey) return parseCardDataKey(cardDataKey)
  if (!sandboxDataDir) throw new CardDataKeyError('CARD_DATA_KEY is required outside sandbox mode')
  const file = join(sandboxDataDir, 'card-data-key')
  mkdirSync(sandboxDataDir, { recursive: true })
  // Write a complete temp file, then hard-link it into place: link fails if the key exists, so two
  // processes starting together keep one key and nobody ever reads a half-written file.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  writeFileSync(temp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 })
  try {
    linkSync(temp, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new CardDataKeyError(`cannot create ${file}`, { cause: error })
    }
  } finally {
    unlinkSync(temp)
  }
  chmodSync(file, 0o600)
  return parseCardDataKey(readFileSync(file, 'utf8'))
}
