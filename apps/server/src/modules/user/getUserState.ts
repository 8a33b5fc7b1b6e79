import type { Db } from '../../db'
import { findUser } from './repo/findUser'

export type UserState = { active: boolean; state: 'normal' | 'blacklist' | 'blocked' | '' }

/** Activation and operator state of a signed-in user ("" and inactive if the row is missing). */
export async function getUserState(db: Db, addressLower: string): Promise<UserState> {
  const user = await findUser(db, addressLower)
  return user ? { active: user.active, state: user.state } : { active: false, state: '' }
}
