// @ts-check
import { randomBytes } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha256'
import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'

/** The Bitcoin networks the devnet keeps a ledger for, with their address formats. */
export const BITCOIN_LEDGER_NETWORKS = /** @type {const} */ ({
  mainnet: btc.NETWORK,
  testnet: btc.TEST_NETWORK,
  signet: btc.TEST_NETWORK,
})

/** @typedef {keyof typeof BITCOIN_LEDGER_NETWORKS} BitcoinLedgerNetwork */

/**
 * An unspent output, as an Esplora server lists it.
 * @typedef {object} Utxo
 * @property {string} txid
 * @property {number} vout
 * @property {number} value  satoshis
 * @property {string} address
 */

/**
 * A transaction the ledger accepted.
 * @typedef {object} LedgerTransaction
 * @property {string} txid
 * @property {{ address: string | undefined, value: number }[]} outputs
 * @property {number} fee
 */

/** Why the ledger refused a transaction: answered as a 400 with this message. */
export class LedgerRefusal extends Error {}

const SIGHASH_ALL = 1

/** @param {Uint8Array} bytes */
const hash160 = (bytes) => ripemd160(sha256(bytes))

/** @param {Uint8Array} a @param {Uint8Array} b */
const equal = (a, b) => a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * A Bitcoin ledger for the devnet: coins handed to addresses (`fund`), the unspent outputs of an address, and
 * transactions that spend them. No Bitcoin node runs here; what a node would check before relaying a transaction is
 * checked: each input spends an unspent output the ledger knows, each (native segwit) input's signature is valid
 * for it, and the outputs do not exceed the inputs. Blocks are not simulated: an accepted transaction is confirmed.
 */
export function createBitcoinLedger() {
  /** @type {Record<BitcoinLedgerNetwork, Map<string, Utxo>>} unspent outputs by `txid:vout` */
  const unspent = { mainnet: new Map(), testnet: new Map(), signet: new Map() }
  /** @type {Record<BitcoinLedgerNetwork, Map<string, LedgerTransaction>>} */
  const transactions = { mainnet: new Map(), testnet: new Map(), signet: new Map() }

  /**
   * @param {BitcoinLedgerNetwork} network
   * @param {Uint8Array} script
   */
  const addressOf = (network, script) => {
    try {
      return btc.Address(BITCOIN_LEDGER_NETWORKS[network]).encode(btc.OutScript.decode(script))
    } catch {
      return undefined // an output no address stands for (OP_RETURN…)
    }
  }

  return {
    /**
     * Hands `value` satoshis to `address` in a transaction of its own; returns the new output.
     * @param {BitcoinLedgerNetwork} network
     * @param {string} address
     * @param {number} value
     */
    fund(network, address, value) {
      btc.Address(BITCOIN_LEDGER_NETWORKS[network]).decode(address) // throws for another network's address
      const txid = hex.encode(randomBytes(32))
      /** @type {Utxo} */
      const utxo = { txid, vout: 0, value, address }
      unspent[network].set(`${txid}:0`, utxo)
      transactions[network].set(txid, { txid, outputs: [{ address, value }], fee: 0 })
      return utxo
    },

    /**
     * The unspent outputs of an address.
     * @param {BitcoinLedgerNetwork} network
     * @param {string} address
     */
    utxos(network, address) {
      return [...unspent[network].values()].filter((utxo) => utxo.address === address)
    },

    /**
     * A transaction the ledger holds.
     * @param {BitcoinLedgerNetwork} network
     * @param {string} txid
     */
    transaction(network, txid) {
      return transactions[network].get(txid)
    },

    /**
     * Checks and applies a signed transaction (raw, hex); returns its id. Throws `LedgerRefusal` when a node
     * would refuse it.
     * @param {BitcoinLedgerNetwork} network
     * @param {string} rawHex
     */
    broadcast(network, rawHex) {
      /** @type {btc.Transaction} */
      let tx
      try {
        tx = btc.Transaction.fromRaw(hex.decode(rawHex.trim()), { allowUnknownOutputs: true })
      } catch (error) {
        throw new LedgerRefusal(`not a transaction: ${error instanceof Error ? error.message : String(error)}`)
      }
      const spent = []
      let total = 0n
      for (let index = 0; index < tx.inputsLength; index++) {
        const input = tx.getInput(index)
        const key = `${hex.encode(/** @type {Uint8Array} */ (input.txid))}:${input.index}`
        const utxo = unspent[network].get(key)
        if (!utxo) throw new LedgerRefusal(`input ${index} spends ${key}, which is not an unspent output`)
        const script = btc.OutScript.encode(btc.Address(BITCOIN_LEDGER_NETWORKS[network]).decode(utxo.address))
        const decoded = btc.OutScript.decode(script)
        const [signature, publicKey] = input.finalScriptWitness ?? []
        if (decoded.type !== 'wpkh') throw new LedgerRefusal(`input ${index}: the devnet checks native segwit spends only`)
        if (!signature || !publicKey || !equal(hash160(publicKey), decoded.hash))
          throw new LedgerRefusal(`input ${index} is not signed by the key of ${utxo.address}`)
        if (signature[signature.length - 1] !== SIGHASH_ALL) throw new LedgerRefusal(`input ${index}: SIGHASH_ALL only`)
        const digest = tx.preimageWitnessV0(
          index,
          btc.OutScript.encode({ type: 'pkh', hash: decoded.hash }),
          SIGHASH_ALL,
          BigInt(utxo.value),
        )
        const valid = secp256k1.verify(secp256k1.Signature.fromDER(signature.subarray(0, -1)), digest, publicKey, {
          lowS: false,
        })
        if (!valid) throw new LedgerRefusal(`input ${index} has an invalid signature`)
        spent.push(key)
        total += BigInt(utxo.value)
      }
      const outputs = []
      let paid = 0n
      for (let index = 0; index < tx.outputsLength; index++) {
        const { script, amount } = tx.getOutput(index)
        outputs.push({ address: script ? addressOf(network, script) : undefined, value: Number(amount ?? 0n) })
        paid += amount ?? 0n
      }
      if (paid > total) throw new LedgerRefusal(`the outputs (${paid}) exceed the inputs (${total})`)
      for (const key of spent) unspent[network].delete(key)
      const txid = tx.id
      for (const [vout, output] of outputs.entries())
        if (output.address) unspent[network].set(`${txid}:${vout}`, { txid, vout, value: output.value, address: output.address })
      transactions[network].set(txid, { txid, outputs, fee: Number(total - paid) })
      return txid
    },
  }
}

/** @typedef {ReturnType<typeof createBitcoinLedger>} BitcoinLedger */
