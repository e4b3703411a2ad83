import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hex } from 'viem'
import { formatUnits, getAddress } from 'viem'
import {
  getBalance as readBalance,
  sendTransaction as sendFromWallet,
  signMessage as signWithWallet,
  writeContract as writeFromWallet,
} from 'viem/actions'
import { PorticoError } from '../errors'
import type { CaipNetwork } from '../networks/types'
import { defineAction } from '../telemetry/defineAction'
import { eip155Network, getPublicClient } from './getPublicClient'
import { getWalletClient } from './getWalletClient'

export interface Eip155Balance {
  value: bigint
  decimals: number
  symbol: string
  /** The value in whole units, as a decimal string. */
  formatted: string
}

/** The native balance of an address (the connected one by default) on a network (the active one by default). */
export const getBalance = defineAction(
  async (p, params: { address?: string; network?: CaipNetwork } = {}): Promise<Eip155Balance> => {
    const network = eip155Network(p, params.network)
    const address = params.address ?? p.$chains.get().eip155?.accountState.address
    if (!address) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'eip155' } })
    const value = await readBalance(getPublicClient(p, network), { address: getAddress(address) })
    const { decimals, symbol } = network.nativeCurrency
    return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
  },
)

/** Signs a message with the connected wallet (`personal_sign`); returns the signature. */
export const signMessage = defineAction(async (p, params: { message: string | { raw: Hex } }): Promise<Hex> => {
  const wallet = getWalletClient(p)
  return signWithWallet(wallet, { account: wallet.account, message: params.message })
})

export interface SendTransactionParams {
  to: string
  value?: bigint
  data?: Hex
}

/** Sends a transaction from the connected wallet on the active network; returns its hash. */
export const sendTransaction = defineAction(async (p, params: SendTransactionParams): Promise<Hex> => {
  const wallet = getWalletClient(p)
  return sendFromWallet(wallet, {
    account: wallet.account,
    chain: wallet.chain,
    to: getAddress(params.to),
    value: params.value,
    data: params.data,
  })
}, 'API_ERROR')

export interface WriteContractParams<
  abi extends Abi = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<abi, 'nonpayable' | 'payable'>,
> {
  address: Address
  abi: abi
  functionName: functionName
  args?: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>
  value?: bigint
}

/** Calls a contract function from the connected wallet on the active network; returns the transaction hash. */
export const writeContract = defineAction(async (p, params: WriteContractParams): Promise<Hex> => {
  const wallet = getWalletClient(p)
  return writeFromWallet(wallet, { ...params, account: wallet.account, chain: wallet.chain } as Parameters<
    typeof writeFromWallet
  >[1])
}, 'API_ERROR')
