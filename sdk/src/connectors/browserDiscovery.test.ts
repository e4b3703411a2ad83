import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPortico } from '../instance/createPortico'
import { devnet } from '../networks/devnet'
import { browserPlatform } from '../platform/browserPlatform'
import { ANNOUNCE_EVENT, REQUEST_EVENT } from './eip6963'
import { injected } from './injected'
import { watchConnectors } from './watchConnectors'

// Node has no window: a plain EventTarget stands in for it (vi.stubGlobal), to show that the browser platform
// hands the page's window to discovery, and reads `window.ethereum`, only when discovery starts.
describe('discovery in a browser page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('listens on window and falls back to window.ethereum', () => {
    const platform = browserPlatform()
    const page = Object.assign(new EventTarget(), { ethereum: { request: async () => null } })
    vi.stubGlobal('window', page)
    const provider = { request: async () => null }
    page.addEventListener(REQUEST_EVENT, () =>
      page.dispatchEvent(
        new CustomEvent(ANNOUNCE_EVENT, {
          detail: { info: { uuid: '1', name: 'Page Wallet', icon: '', rdns: 'io.page' }, provider },
        }),
      ),
    )
    const p = createPortico({ projectId: 'p', networks: [devnet], connectors: [injected()], platform })
    watchConnectors(p)
    expect(p.$connectors.get().all.map((c) => [c.id, c.type])).toEqual([
      ['injected', 'INJECTED'],
      ['io.page', 'ANNOUNCED'],
    ])
    expect(p.$connectors.get().all[0]!.provider).toBe(page.ethereum)
  })
})
