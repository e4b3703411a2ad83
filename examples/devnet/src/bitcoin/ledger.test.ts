// The devnet's Bitcoin ledger refuses what a node would: a coin it does not know or that is spent, a signature that
// is not the coin owner's or not over what is sent; and accepts a transaction its owner signed.
import { randomBytes } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { createBitcoinLedger } from './ledger.js'

function owner() {
  const key = randomBytes(32)
  return { key, address: btc.p2wpkh(secp256k1.getPublicKey(key, true)).address as string }
}

/**
 * A transaction spending `coin` (which belongs to `from`), signed by `signer`, paying `outputs`. The input names
 * the script of the signer's own address, so a key that does not own the coin still signs it (as a forger would).
 */
function spend(
  coin: { txid: string; vout: number; value: number },
  signer: { key: Uint8Array; address: string },
  outputs: [string, bigint][],
) {
  const tx = new btc.Transaction()
  tx.addInput({
    txid: hex.decode(coin.txid),
    index: coin.vout,
    witnessUtxo: {
      script: btc.OutScript.encode(btc.Address(btc.NETWORK).decode(signer.address)),
      amount: BigInt(coin.value),
    },
  })
  for (const [address, amount] of outputs) tx.addOutputAddress(address, amount)
  tx.sign(signer.key)
  tx.finalize()
  return tx
}

describe('the devnet Bitcoin ledger', () => {
  it("accepts the owner's spend: the coin is gone, the receiver holds the amount, the fee is what is left", () => {
    const ledger = createBitcoinLedger()
    const [alice, bob] = [owner(), owner()]
    const coin = ledger.fund('mainnet', alice.address, 50_000)
    const tx = spend(coin, alice, [
      [bob.address, 20_000n],
      [alice.address, 29_000n],
    ])
    expect(ledger.broadcast('mainnet', tx.hex)).toBe(tx.id)
    expect(ledger.utxos('mainnet', bob.address)).toEqual([
      { txid: tx.id, vout: 0, value: 20_000, address: bob.address },
    ])
    expect(ledger.utxos('mainnet', alice.address).map((u) => u.value)).toEqual([29_000])
    expect(ledger.transaction('mainnet', tx.id)?.fee).toBe(1_000)
    // The coin cannot be spent twice.
    expect(() => ledger.broadcast('mainnet', tx.hex)).toThrow(/not an unspent output/)
  })

  it("refuses another key's signature, a signature over other outputs, a coin it does not know, and garbage", () => {
    const ledger = createBitcoinLedger()
    const [alice, mallory] = [owner(), owner()]
    const coin = ledger.fund('mainnet', alice.address, 50_000)
    expect(() => ledger.broadcast('mainnet', spend(coin, mallory, [[mallory.address, 40_000n]]).hex)).toThrow(
      /not signed by the key/,
    )
    const unknown = { txid: hex.encode(randomBytes(32)), vout: 0, value: 50_000 }
    expect(() => ledger.broadcast('mainnet', spend(unknown, alice, [[alice.address, 1_000n]]).hex)).toThrow(
      /not an unspent output/,
    )
    // Alice's own signature over other outputs than the ones sent.
    const signed = spend(coin, alice, [[alice.address, 40_000n]])
    const amount = (sats: number) => Buffer.from(new BigUint64Array([BigInt(sats)]).buffer).toString('hex') // LE
    const tampered = signed.hex.replace(amount(40_000), amount(45_000))
    expect(tampered).not.toBe(signed.hex)
    expect(() => ledger.broadcast('mainnet', tampered)).toThrow(/invalid signature/)
    expect(() => ledger.broadcast('mainnet', 'beef')).toThrow(/not a transaction/)
    expect(ledger.utxos('mainnet', alice.address)).toHaveLength(1)
    // A testnet ledger knows nothing of mainnet's coins.
    expect(ledger.utxos('testnet', alice.address)).toEqual([])
  })
})
