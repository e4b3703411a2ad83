import * as v from 'valibot'

// `check`, not `finite`: only valibot functions the core uses anyway (README, "Size").
const finiteNumber = v.pipe(v.number(), v.check((value: number) => Number.isFinite(value), 'must be a finite number'))

/**
 * One asset as a wallet reports it (wallet_getAssets). Spec §5: string address and balance, type ERC20 or
 * NATIVE, metadata with string name, symbol and iconUrl and numeric decimals and price. Extra fields pass.
 */
export const walletAssetSchema = v.looseObject({
  address: v.string(),
  balance: v.string(),
  type: v.picklist(['ERC20', 'NATIVE']),
  metadata: v.looseObject({
    name: v.string(),
    symbol: v.string(),
    iconUrl: v.string(),
    decimals: finiteNumber,
    price: finiteNumber,
  }),
})
export type WalletAsset = v.InferOutput<typeof walletAssetSchema>

export const walletAssetsSchema = v.array(walletAssetSchema)

/** Accepts an asset list only if every entry is a valid asset (an empty list is valid). */
export function isValidAssetResponse(entries: unknown): entries is WalletAsset[] {
  return v.is(walletAssetsSchema, entries)
}
