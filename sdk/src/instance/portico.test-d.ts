// Type tests, checked by `npm run typecheck` (tsc): an app reads an instance's stores but cannot write them; the
// actions take the instance `createPortico` returned; each entry's store (added to the instance's type by its entry,
// `send/types.ts`…) is on the instance with its state's type. Each `@ts-expect-error` must meet an error.
import type { ActivityState, BalancesState, NftsState } from '../account/types'
import type { WalletsState } from '../catalogue/types'
import { open } from '../modal/open'
import type { NamesState } from '../names/types'
import type { OnrampState } from '../onramp/types'
import { setSendAmount } from '../send/setSendAmount'
import type { SendState } from '../send/types'
import type { SiwxState } from '../siwx/types'
import type { SwapState } from '../swap/types'
import { createPortico } from './createPortico'

const portico = createPortico({ projectId: 'app', networks: [] })

export function readsButCannotWrite() {
  const view: string = portico.$router.get().view
  const stop = portico.$account.subscribe(({ status }) => status)
  stop()
  open(portico)
  setSendAmount(portico, { amount: '1' })

  // @ts-expect-error the router changes through actions (push, goBack), not by hand
  portico.$router.set({ view: 'Account', history: ['Account'] })
  // @ts-expect-error the send form changes through its setters
  portico.$send.set({ status: 'idle' })
  // @ts-expect-error an entry's store is read-only too
  portico.$wallets.set(portico.$wallets.get())
  return view
}

export function entriesAddTheirStores() {
  const send: SendState = portico.$send.get()
  const swap: SwapState = portico.$swap.get()
  const siwx: SiwxState = portico.$siwx.get()
  const wallets: WalletsState = portico.$wallets.get()
  const balances: BalancesState = portico.$balances.get()
  const activity: ActivityState = portico.$activity.get()
  const nfts: NftsState = portico.$nfts.get()
  const names: NamesState = portico.$names.get()
  const onramp: OnrampState = portico.$onramp.get()
  // @ts-expect-error a store's state is its own: the send form is not the swap form
  const wrong: SwapState = portico.$send.get()
  // @ts-expect-error no entry adds a store of that name
  portico.$nothing.get()
  return [send, swap, siwx, wallets, balances, activity, nfts, names, onramp, wrong]
}
