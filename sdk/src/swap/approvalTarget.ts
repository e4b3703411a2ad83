import type { ApproveCalldata } from '../api/schemas/convert'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import { requestError } from '../errors/requestMessages'

/**
 * The address the approval is sent to: the token being approved, whichever field of the build-approve answer
 * names it. The blockchain API echoes that token in `tx.from` and fills `tx.to` from its swap provider, so the
 * field is chosen by what it holds, not by its name; an answer naming the token in neither is an 'Invalid
 * response' (sending approve calldata anywhere else would approve nothing, or call a stranger's contract).
 *
 * @example
 * approvalTarget({ from: 'eip155:1:0xa0b8…', to: 'eip155:1:0xeeee…', … }, 'eip155:1:0xa0b8…') // 'eip155:1:0xa0b8…'
 */
export function approvalTarget(tx: Pick<ApproveCalldata, 'from' | 'to'>, token: string): string {
  const wanted = parseCaipAddress(token)
  const names = (field: string) => {
    const parsed = parseCaipAddress(field)
    return (
      parsed !== null &&
      wanted !== null &&
      parsed.caipNetworkId === wanted.caipNetworkId &&
      parsed.address.toLowerCase() === wanted.address.toLowerCase()
    )
  }
  const field = [tx.from, tx.to].find(names)
  if (field !== undefined) return field
  throw requestError('INVALID_RESPONSE', {
    category: 'API_ERROR',
    params: { field: 'tx', reason: `names neither the token to approve (${token}) in from nor in to` },
  })
}
