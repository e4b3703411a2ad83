// @ts-check
import { pbkdf2Sync } from 'node:crypto'
import { toHex } from 'viem'
import { HDKey, privateKeyToAccount } from 'viem/accounts'
import { ACCOUNT_COUNT, MNEMONIC } from '../config.js'

/** BIP-39 seed of a mnemonic (no passphrase), with node's native PBKDF2 (the JS one takes seconds for 10 accounts). */
const seedOf = (/** @type {string} */ mnemonic) => pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')

/**
 * The devnet's funded accounts: anvil derives the same ones (m/44'/60'/0'/0/i) from the same mnemonic.
 * @returns {{ address: `0x${string}`, privateKey: `0x${string}` }[]}
 */
export function devnetAccounts() {
  const root = HDKey.fromMasterSeed(seedOf(MNEMONIC))
  return Array.from({ length: ACCOUNT_COUNT }, (_, index) => {
    const key = root.derive(`m/44'/60'/0'/0/${index}`).privateKey
    if (!key) throw new Error(`no private key for account ${index}`)
    const privateKey = toHex(key)
    return { address: privateKeyToAccount(privateKey).address, privateKey }
  })
}
