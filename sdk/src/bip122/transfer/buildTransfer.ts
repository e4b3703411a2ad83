import { hex } from '@scure/base'
import { Address, NETWORK, OutScript, p2wpkh, selectUTXO, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { PorticoError } from '../../errors'
import type { EsploraUtxo } from './esploraClient'
import { transactionError } from '../../errors/transactionMessages'

/** The smallest output nodes relay to a single-key address (satoshis). */
export const DUST_LIMIT = 546n

/** What `buildTransfer` needs: who pays whom how much, from which coins, at which fee rate. */
export interface BuildTransferParams {
  /** The payer's payment address; change goes back to it. */
  from: string
  /** The payer's public key (hex): needed to spend from a nested segwit or taproot address. */
  publicKey?: string | undefined
  to: string
  /** Satoshis. */
  amount: bigint
  utxos: readonly EsploraUtxo[]
  /** sat/vB. */
  feeRate: bigint
}

/** A transfer ready for the wallet to sign. */
export interface TransferPlan {
  /** The unsigned transaction as a PSBT. */
  psbt: Uint8Array
  /** The inputs the payer signs (all of them: every coin is the payer's). */
  signingIndexes: number[]
  fee: bigint
}

/**
 * Builds the unsigned transaction of a transfer: coins of `from` chosen to cover the amount and the fee at
 * `feeRate`, an output paying `to`, change back to `from` (left out when it would be dust), inputs and outputs in
 * BIP-69 order. Throws INVALID_AMOUNT when the coins cannot cover it or the amount is dust.
 *
 * @example
 * const { psbt } = buildTransfer({ from: 'bc1q…', to: 'bc1p…', amount: 10_000n, utxos, feeRate: 4n })
 */
export function buildTransfer(params: BuildTransferParams): TransferPlan {
  const { from, publicKey, to, amount, utxos, feeRate } = params
  if (amount < DUST_LIMIT)
    throw transactionError('INVALID_AMOUNT', {
      params: { amount: amount.toString(), reason: `below the dust limit of ${DUST_LIMIT} satoshis` },
    })
  const network = /^(bc1|[13])/.test(from) ? NETWORK : TEST_NETWORK
  try {
    Address(network).decode(to)
  } catch {
    throw new PorticoError('INVALID_PARAMETER', {
      params: { name: 'to', reason: `not an address of the network ${from} is on` },
    })
  }
  const decoded = Address(network).decode(from)
  const script = OutScript.encode(decoded)
  const key = publicKey ? hex.decode(publicKey) : undefined
  // What an input of this address needs besides the coin, to be estimated and signed.
  let spend: { redeemScript?: Uint8Array; tapInternalKey?: Uint8Array } = {}
  if (decoded.type === 'sh' && key?.length === 33) spend = { redeemScript: p2wpkh(key, network).script }
  else if (decoded.type === 'tr' && key) spend = { tapInternalKey: key.length === 33 ? key.subarray(1) : key }
  else if (decoded.type !== 'wpkh')
    throw new PorticoError('INVALID_PARAMETER', {
      params: {
        name: 'from',
        reason: `a ${decoded.type} address: Portico spends from native segwit, and from nested segwit and taproot when the wallet gives the public key`,
      },
    })
  const inputs = utxos.map((utxo) => ({
    txid: hex.decode(utxo.txid),
    index: utxo.vout,
    witnessUtxo: { script, amount: BigInt(utxo.value) },
    ...spend,
  }))
  const selected = selectUTXO(inputs, [{ address: to, amount }], 'default', {
    feePerByte: feeRate,
    changeAddress: from,
    network,
    bip69: true,
    createTx: true,
  })
  if (!selected?.tx)
    throw transactionError('INVALID_AMOUNT', {
      params: { amount: amount.toString(), reason: 'more than the address holds, with the fee' },
    })
  return {
    psbt: selected.tx.toPSBT(),
    signingIndexes: selected.inputs.map((_, index) => index),
    fee: selected.fee ?? 0n,
  }
}

/** Whether `signed` pays exactly what `plan` asked (same outputs, same coins): a wallet may not change a transfer. */
export function paysAsPlanned(plan: TransferPlan, signed: Transaction): boolean {
  const asked = Transaction.fromPSBT(plan.psbt)
  if (asked.outputsLength !== signed.outputsLength || asked.inputsLength !== signed.inputsLength) return false
  for (let i = 0; i < asked.outputsLength; i++) {
    const [a, b] = [asked.getOutput(i), signed.getOutput(i)]
    if (a.amount !== b.amount || hex.encode(a.script ?? new Uint8Array()) !== hex.encode(b.script ?? new Uint8Array()))
      return false
  }
  for (let i = 0; i < asked.inputsLength; i++) {
    const [a, b] = [asked.getInput(i), signed.getInput(i)]
    if (a.index !== b.index || hex.encode(a.txid ?? new Uint8Array()) !== hex.encode(b.txid ?? new Uint8Array()))
      return false
  }
  return true
}
