import type { Signature } from '@solana/kit'
import type { Eip1193Provider } from '../connectors/types'
import type { Portico } from '../portico/types'
import type { CaipNetwork } from '../networks/types'
import type { SendTransferParams } from './actions'
import { confirmSolanaSignature } from './confirmSolanaSignature'
import { getSolanaRpc } from './getSolanaRpc'
import { providerSigner } from './providerSigner'
import { sendSolanaTransfer } from './sendSolanaTransfer'
import { toSolanaAddress } from './solanaAddress'

// The @solana/kit half of the solana actions (`actions.ts`), fetched when one of them runs: an app that imports
// `getBalance` or `sendTransfer` loads @solana/kit when it first reads or sends, not at start.

/** The lamports the network's RPC answers for `address` (unchecked: the action validates it). */
export async function readLamports(p: Portico, network: CaipNetwork, address: string): Promise<unknown> {
  const { value } = await getSolanaRpc(p, { network }).getBalance(toSolanaAddress(address)).send()
  return value
}

/** Signs the transfer with the connected wallet, sends it and waits until it is confirmed. */
export async function sendFromConnectedWallet(
  p: Portico,
  provider: Eip1193Provider,
  address: string,
  params: SendTransferParams,
): Promise<Signature> {
  const signer = providerSigner(provider, toSolanaAddress(address))
  const rpc = getSolanaRpc(p)
  const signature = await sendSolanaTransfer({ rpc, signer, ...params })
  await confirmSolanaSignature({ rpc, signature, platform: p.platform })
  return signature
}
