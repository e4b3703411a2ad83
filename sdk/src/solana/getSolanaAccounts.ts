import { checkParam, objectParam, providerParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { ConnectedAccounts, Eip1193Provider } from '../connectors/types'
import { solanaMainnet } from '../networks/solana'
import { formatSolanaAddress } from './solanaAddress'
import { requestError } from '../errors/requestMessages'

const accountsSchema = v.array(
  v.object({
    pubkey: v.pipe(
      v.string(),
      v.check((a) => formatSolanaAddress(a) !== undefined, 'not a solana address'),
    ),
  }),
)

/**
 * Asks a Solana wallet provider for its accounts, with a prompt (`solana_requestAccounts`) or silently
 * (`solana_getAccounts`); the answer `[{ pubkey }]` is checked. The cluster is the provider's own when it
 * says (`chainReference`), else mainnet.
 */
export async function getSolanaAccounts(
  provider: Eip1193Provider,
  params: { prompt: boolean },
): Promise<ConnectedAccounts> {
  checkParam('provider', providerParam(), provider)
  checkParam('params', objectParam({ prompt: v.boolean() }), params)
  const method = params.prompt ? 'solana_requestAccounts' : 'solana_getAccounts'
  const answer = v.safeParse(accountsSchema, await provider.request({ method }))
  if (!answer.success)
    throw requestError('INVALID_RESPONSE', { params: { field: method, reason: answer.issues[0].message } })
  const reference = (provider as { chainReference?: unknown }).chainReference
  return {
    addresses: answer.output.map((a) => a.pubkey),
    chainId: typeof reference === 'string' ? reference : String(solanaMainnet.id),
  }
}
