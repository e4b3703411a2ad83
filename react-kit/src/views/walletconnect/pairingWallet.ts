import type { RecentWallet } from '@portico/sdk'
import type { WalletsState } from '@portico/sdk/catalogue'
import type { DeepLinkWallet, StoreLinkWallet } from '@portico/sdk/catalogue'
import * as v from 'valibot'

/** The route data a wallet is pushed with (`{ id, name }`), checked at the boundary. */
const routeWalletSchema = v.object({ id: v.string(), name: v.string() })

/** The id Connect uses for the plain "WalletConnect" entry: no wallet in particular, so no app to open. */
const ANY_WALLET_ID = 'walletConnect'

/**
 * The wallet being paired, with its links from the catalogue lists or the recent wallets (the route carries only
 * its id and name). Undefined for plain WalletConnect or route data that is not a wallet.
 */
export function pairingWallet(
  routeWallet: unknown,
  wallets: WalletsState,
  recent: readonly RecentWallet[],
): (DeepLinkWallet & StoreLinkWallet & { id: string }) | undefined {
  const parsed = v.safeParse(routeWalletSchema, routeWallet)
  if (!parsed.success || parsed.output.id === ANY_WALLET_ID) return undefined
  const { id, name } = parsed.output
  const lists = [
    wallets.recent,
    wallets.featured,
    wallets.custom,
    wallets.recommended,
    wallets.wallets,
    wallets.search,
    recent,
  ]
  const known = lists.flat().find((wallet) => wallet.id === id)
  return known ? { ...known, id, name } : { id, name }
}
