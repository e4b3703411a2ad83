import * as v from 'valibot'
import { bytesSchema } from './bytesSchema'
import type { WalletAccount } from './types'
import { requestError } from '../../errors/requestMessages'

const ED25519_PUBLIC_KEY_BYTES = 32

const accountSchema = v.looseObject({
  address: v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'not a base58 address')),
  publicKey: v.pipe(
    bytesSchema,
    v.check((key) => key.length === ED25519_PUBLIC_KEY_BYTES, 'not a 32-byte public key'),
  ),
  chains: v.array(v.string()),
  features: v.array(v.string()),
})

/**
 * A wallet's accounts as it reports them (on connect, or in a `change` event), checked, keeping those on a
 * solana chain. A malformed list is an INVALID_RESPONSE error naming the wallet's answer.
 */
export function solanaAccounts(field: string, value: unknown): WalletAccount[] {
  const parsed = v.safeParse(v.array(accountSchema), value)
  if (!parsed.success) {
    const [issue] = parsed.issues
    const path = v.getDotPath(issue)
    throw requestError('INVALID_RESPONSE', {
      params: { field: path ? `${field}.${path}` : field, reason: issue.message },
    })
  }
  // The checked entries are the wallet's own objects: features are called with them as given.
  return (value as WalletAccount[]).filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))
}
