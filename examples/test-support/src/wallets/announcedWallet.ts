// A browser wallet as a page would see it: an EIP-1193 provider announced through EIP-6963 on the platform's
// event target. A wallet extension cannot run in happy-dom, so this stands in for one; it answers only the
// requests connecting needs.
import type { MemoryPlatform } from '@portico/sdk/platform'
import { ANNOUNCE_EVENT, REQUEST_EVENT } from '@portico/sdk/internal'

export interface TestWalletOptions {
  name: string
  rdns: string
  address?: string
  /** Hex chain id the wallet is on. */
  chainId?: string
  /** Make connecting fail as a user rejection would. */
  reject?: boolean
}

export function announceWallet(platform: MemoryPlatform, options: TestWalletOptions): void {
  const address = options.address ?? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const provider = {
    async request({ method }: { method: string }) {
      if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address]
      if (method === 'eth_chainId') return options.chainId ?? '0x1'
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
    },
    on() {},
    removeListener() {},
  }
  const info = {
    uuid: `uuid-${options.rdns}`,
    name: options.name,
    icon: 'data:image/svg+xml,<svg/>',
    rdns: options.rdns,
  }
  const announce = () => platform.events.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: { info, provider } }))
  platform.events.addEventListener(REQUEST_EVENT, announce)
  announce()
}
