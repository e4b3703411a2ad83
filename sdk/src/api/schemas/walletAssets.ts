import { array, object, picklist, pipe, record, regex, string, type InferOutput } from 'valibot'
import { finiteNumber, wholeCount } from './fields'

/**
 * An asset as a wallet reports it (`wallet_getAssets`). Spec §5: a response is accepted only if every entry has a
 * string address and balance, type ERC20 or NATIVE, and metadata with string name, symbol and iconUrl and numeric
 * decimals and price.
 */
export const walletAssetSchema = object({
  address: string(),
  balance: pipe(string(), regex(/^0x[0-9a-f]+$/i, 'must be a hex quantity')),
  type: picklist(['ERC20', 'NATIVE']),
  metadata: object({ name: string(), symbol: string(), iconUrl: string(), decimals: wholeCount, price: finiteNumber }),
})
/** A token a wallet holds, as the wallet reports it (`wallet_getAssets`). */
export type WalletAsset = InferOutput<typeof walletAssetSchema>
export const walletAssetsSchema = array(walletAssetSchema)

/**
 * A `wallet_getAssets` answer (EIP-7811): each hex chain id's assets. Accepted only if every entry of every list is
 * an asset as above (spec §5).
 */
export const walletAssetsResponseSchema = record(
  pipe(string(), regex(/^0x[0-9a-f]+$/i, 'must be a hex chain id')),
  walletAssetsSchema,
)
