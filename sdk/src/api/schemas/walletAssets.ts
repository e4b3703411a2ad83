import { array, object, picklist, string, type InferOutput } from 'valibot'
import { finiteNumber, wholeCount } from './fields'

/**
 * An asset as a wallet reports it (`wallet_getAssets`). Spec §5: a response is accepted only if every entry has a
 * string address and balance, type ERC20 or NATIVE, and metadata with string name, symbol and iconUrl and numeric
 * decimals and price.
 */
export const walletAssetSchema = object({
  address: string(),
  balance: string(),
  type: picklist(['ERC20', 'NATIVE']),
  metadata: object({ name: string(), symbol: string(), iconUrl: string(), decimals: wholeCount, price: finiteNumber }),
})
/** A token an embedded wallet holds, as the wallet-assets service answers it. */
export type WalletAsset = InferOutput<typeof walletAssetSchema>
export const walletAssetsSchema = array(walletAssetSchema)
