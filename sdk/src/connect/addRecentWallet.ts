import { recentWalletSchema, STORAGE_KEYS } from '../storage/keys'
import { checkParam } from '../validation/checkParam'
import { withRecentWallet } from './recentWallets'
import type { RecentWallet } from './types'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `addRecentWallet`: the wallet the user connected. */
export type AddRecentWalletParams = RecentWallet

/** What `addRecentWallet` returns. */
export type AddRecentWalletReturnType = undefined

/**
 * Records a wallet the user just connected with, in state and storage. The wallet must have an id and a name; a
 * link or image the URL policy refuses is dropped (the wallet stays).
 *
 * @example
 * addRecentWallet(portico, { id: wallet.id, name: wallet.name, image_url: wallet.image_url })
 */
export function addRecentWallet(p: Portico, wallet: AddRecentWalletParams) {
  return runAction(p, (p) => {
    const checked = checkParam('wallet', recentWalletSchema, wallet) as RecentWallet
    const state = p.$connection.get()
    const recentWallets = withRecentWallet(state.recentWallets, checked)
    p.$connection.set({ ...state, recentWallets })
    p.storage.write(STORAGE_KEYS.recentWallets, recentWallets)
  })
}

/** The error codes `addRecentWallet` can throw. */
export type AddRecentWalletErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
