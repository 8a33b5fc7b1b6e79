/**
 * Shares one call per key among concurrent callers without ever answering a caller with a call that started
 * before it arrived: the first caller starts a call; callers that arrive while it runs wait for the next one,
 * which starts when the running one settles and which they all share. So per key at most one call runs and
 * one waits, however many requests come in, and every answer reflects a read made after its caller asked
 * (a wallet that minted, got its receipt and then asked is never answered with an older read).
 */
export type FreshCallCoalescer<K, V> = {
  run(key: K, call: () => Promise<V>): Promise<V>
  /** Keys with a call running or waiting (for tests and to see that nothing is left behind). */
  readonly size: number
}

type Slot<V> = { running: Promise<V> | undefined; queued: Promise<V> | undefined }

export function coalesceFreshCalls<K, V>(): FreshCallCoalescer<K, V> {
  const slots = new Map<K, Slot<V>>()

  const start = (key: K, slot: Slot<V>, call: () => Promise<V>): Promise<V> => {
    const running: Promise<V> = Promise.resolve()
      .then(call)
      .finally(() => {
        if (slot.running !== running) return
        slot.running = undefined
        if (!slot.queued) slots.delete(key)
      })
    slot.running = running
    return running
  }

  return {
    run(key, call) {
      let slot = slots.get(key)
      if (!slot) {
        slot = { running: undefined, queued: undefined }
        slots.set(key, slot)
      }
      if (slot.queued) return slot.queued
      if (!slot.running) return start(key, slot, call)
      const current = slot
      const queued = slot.running.then(
        () => undefined,
        () => undefined,
      )
      current.queued = queued.then(() => {
        current.queued = undefined
        return start(key, current, call)
      })
      return current.queued
    },
    get size() {
      return slots.size
    },
  }
}
