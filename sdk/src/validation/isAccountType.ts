import * as v from 'valibot'

/**
 * Spec §5: an account type a user can pick is eoa or smartAccount. ('payment' is bip122's default account
 * type, spec §3, not one a user switches to.)
 */
export const accountTypeSchema = v.picklist(['eoa', 'smartAccount'])
/** An account type a user can pick: eoa or smartAccount. */
export type SelectableAccountType = v.InferOutput<typeof accountTypeSchema>

export function isAccountType(value: unknown): value is SelectableAccountType {
  return v.is(accountTypeSchema, value)
}
