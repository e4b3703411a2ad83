import { SOLANA_SIGNATURE_FEE_LAMPORTS } from '../constants'
import { sendTransfer } from './actions'
import type { NamespaceTransfer } from '../connectors/types'

/** SOL and SPL transfers through the solana adapter (`sendTransfer` signs with the wallet and waits for confirmation). */
export const solanaTransfer: NamespaceTransfer = {
  // One signature pays the base fee; creating the receiver's token account is paid as rent, not as fee.
  estimateFee: async () => SOLANA_SIGNATURE_FEE_LAMPORTS,
  send: async (p, request) =>
    sendTransfer(p, { to: request.to, amount: request.amount, ...(request.token ? { mint: request.token } : {}) }),
}
