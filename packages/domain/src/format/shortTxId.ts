import { TX_ID_VISIBLE_CHARS } from '../constants/paging'

/** The last 6 characters of a transaction id, as shown in history lists. */
export function shortTxId(id: string): string {
  return id.slice(-TX_ID_VISIBLE_CHARS)
}
