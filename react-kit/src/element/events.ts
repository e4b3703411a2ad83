import type { AccountState, CaipAddress, Portico } from '@portico/sdk'

/** What the elements' events carry: the connected account. */
export interface PorticoAccountDetail {
  address: string
  caipAddress: CaipAddress
}

/**
 * The events the elements dispatch, for frameworks to bind to (`@portico:connect` in Vue, `on:portico:connect` in
 * Svelte, `(portico:connect)` in Angular):
 * - `portico:connect`: an account connected (detail: the account);
 * - `portico:account`: the connected account or its network changed, its first value included (detail: the account);
 * - `portico:disconnect`: the account disconnected (detail: null).
 */
export interface PorticoElementEventMap {
  'portico:connect': CustomEvent<PorticoAccountDetail>
  'portico:account': CustomEvent<PorticoAccountDetail>
  'portico:disconnect': CustomEvent<null>
}

/** The connected account of `state`, or undefined while none is. */
export function accountDetail(state: AccountState): PorticoAccountDetail | undefined {
  if (state.status !== 'connected' || !state.address || !state.caipAddress) return undefined
  return { address: state.address, caipAddress: state.caipAddress }
}

/**
 * Follows the instance's account and calls `dispatch` with each event to send: connect then account when an account
 * connects, account when it changes, disconnect when it goes. Returns the unsubscribe function.
 */
export function watchAccount(
  portico: Portico,
  dispatch: <K extends keyof PorticoElementEventMap>(type: K, detail: PorticoElementEventMap[K]['detail']) => void,
): () => void {
  let shown = accountDetail(portico.$account.get())
  return portico.$account.listen((state) => {
    const next = accountDetail(state)
    if (next?.caipAddress === shown?.caipAddress) return
    const previous = shown
    shown = next
    if (!next) return dispatch('portico:disconnect', null)
    if (!previous) dispatch('portico:connect', next)
    dispatch('portico:account', next)
  })
}
