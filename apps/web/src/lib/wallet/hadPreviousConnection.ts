/** wagmi remembers the last connector in localStorage; with it, the runtime loads at start to reconnect. */
export const RECENT_CONNECTOR_KEY = 'wagmi.recentConnectorId'

export function hadPreviousConnection(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    const value = storage.getItem(RECENT_CONNECTOR_KEY)
    return value !== null && value !== '' && value !== 'null'
  } catch {
    return false
  }
}
