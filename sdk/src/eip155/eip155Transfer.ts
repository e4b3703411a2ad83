import type { Hex } from 'viem'
import * as viem from 'viem'
import { getPublicClient } from './getPublicClient'
import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import { sendEvmTransaction } from './sendEvmTransaction'
import type { NamespaceTransfer, TransferRequest } from '../connectors/types'

/** The transaction of a transfer: a plain value transfer, or an ERC-20 `transfer(to, amount)` call. */
function transaction(request: TransferRequest): { to: string; value?: bigint; data?: Hex } {
  if (!request.token) return { to: request.to, value: request.amount }
  const data = viem.encodeFunctionData({
    abi: viem.erc20Abi,
    functionName: 'transfer',
    args: [viem.getAddress(request.to), request.amount],
  })
  return { to: request.token, data }
}

function sender(p: Portico): Hex {
  const address = p.$chains.get().eip155?.accountState.address
  if (!address) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'eip155' } })
  return viem.getAddress(address)
}

export const eip155Transfer: NamespaceTransfer = {
  async estimateFee(p, request) {
    const client = getPublicClient(p)
    const tx = transaction(request)
    const [gas, gasPrice] = await Promise.all([
      client.estimateGas({ account: sender(p), to: viem.getAddress(tx.to), value: tx.value, data: tx.data }),
      client.getGasPrice(),
    ])
    return gas * gasPrice
  },
  send: (p, request) => sendEvmTransaction(p, transaction(request)),
}
