// No entry is imported here (not even through the test Portico, which imports them all): this file is an app that
// uses only the core until it loads the send entry.
import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/PorticoError'
import { canClose } from '../modal/canClose'
import { canCloseStore } from '../modal/canCloseStore'
import { open } from '../modal/open'
import { memoryPlatform } from '../platform/memoryPlatform'
import { createPortico } from './createPortico'

describe("the entries' stores, before and after their entry loads", () => {
  it('name the entry to import when read before it loaded, and follow it once it has', async () => {
    const p = createPortico({ projectId: 'test-project', platform: memoryPlatform() })
    let error: unknown
    try {
      void p.$send
    } catch (thrown) {
      error = thrown
    }
    expect(isPorticoError(error, 'ENTRY_NOT_LOADED')).toBe(true)
    expect((error as Error).message).toBe('portico.$send needs @portico/sdk/send: import it first')
    // The core's own reads see nothing pending in an entry that is not there.
    expect(canClose(p)).toBe(true)
    const dismissible = canCloseStore(p)
    const seen: boolean[] = []
    const stop = dismissible.subscribe((value) => seen.push(value))

    await import('../send/sendStore')
    open(p, { view: 'WalletSendPreview' })
    const $send = p.$send as unknown as { set(state: object): void; get(): object }
    $send.set({ ...$send.get(), status: 'pending' })
    stop()
    expect(seen).toEqual([true, false])
    expect(canClose(p)).toBe(false)
  })
})
