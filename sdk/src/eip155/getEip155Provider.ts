import { getConnectedProvider } from '../connect/getConnectedProvider'
import type { Eip1193Provider, ProviderRequest } from '../connectors/types'
import type { Portico } from '../portico/types'
import { checkParam, objectParam } from '../validation/checkParam'

type Listener = (...args: never[]) => void

/** An EIP-1193 provider with the events viem and ethers listen to. */
export interface Eip155Provider extends Eip1193Provider {
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/** What `getEip155Provider` returns. */
export type GetEip155ProviderReturnType = Eip155Provider

/** The error codes `getEip155Provider` can throw, with those of its requests (NOT_CONNECTED while no wallet is). */
export type GetEip155ProviderErrorType = 'INVALID_PARAMETER' | 'NOT_CONNECTED'

/** The eip155 account and chain Portico has connected, as the EIP-1193 events name them. */
function snapshot(p: Portico): { accounts: string[]; chainId?: string } {
  const chain = p.$chains.get().eip155
  const address = chain?.accountState.status === 'connected' ? chain.accountState.address : undefined
  const id = chain?.networkState.caipNetwork?.id
  return { accounts: address ? [address] : [], chainId: id === undefined ? undefined : `0x${Number(id).toString(16)}` }
}

/**
 * An EIP-1193 provider for viem and ethers without wagmi: its requests go to the wallet Portico has connected on
 * eip155, whichever the user picked (a browser wallet, WalletConnect, the embedded wallet), and it emits
 * `accountsChanged`, `chainChanged`, `connect` and `disconnect` as that connection changes. Made once, it keeps
 * working across disconnections, reconnections and another wallet. A request while nothing is connected fails with
 * NOT_CONNECTED.
 *
 * @example
 * const provider = getEip155Provider(portico)
 * const wallet = createWalletClient({ transport: custom(provider) }) // viem
 * const signer = await new BrowserProvider(provider).getSigner() // ethers v6
 */
export function getEip155Provider(p: Portico): GetEip155ProviderReturnType {
  checkParam('portico', objectParam(), p)
  const listeners = new Map<string, Set<Listener>>()
  let stop: (() => void) | undefined
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args)
  }
  // Portico's state is followed only while someone listens.
  const follow = () => {
    let last = snapshot(p)
    stop = p.$chains.listen(() => {
      const next = snapshot(p)
      if (next.accounts[0] !== last.accounts[0]) {
        if (next.accounts.length > 0 && last.accounts.length === 0 && next.chainId)
          emit('connect', { chainId: next.chainId })
        emit('accountsChanged', next.accounts)
        if (next.accounts.length === 0) emit('disconnect', Object.assign(new Error('Disconnected'), { code: 4900 }))
      }
      if (next.accounts.length > 0 && next.chainId && next.chainId !== last.chainId) emit('chainChanged', next.chainId)
      last = next
    })
  }
  return {
    // async: a request while nothing is connected rejects, as EIP-1193 asks, rather than throwing.
    request: async (args: ProviderRequest) => getConnectedProvider(p, { namespace: 'eip155' }).request(args),
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      if (!stop) follow()
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      if ([...listeners.values()].every((set) => set.size === 0)) {
        stop?.()
        stop = undefined
      }
    },
  }
}
