// What the Bitcoin test wallets share: the address formats of each network and the two addresses of one key.
import * as btc from '@scure/btc-signer'

/** A Bitcoin network by the name the test wallets give it (testnet and signet share the test address format). */
export type BitcoinTestNetwork = 'mainnet' | 'testnet' | 'signet'

/** Each network's address format. */
export const BITCOIN_TEST_NETWORKS: Record<BitcoinTestNetwork, typeof btc.NETWORK> = {
  mainnet: btc.NETWORK,
  testnet: btc.TEST_NETWORK,
  signet: btc.TEST_NETWORK,
}

/** The payment (native segwit) and ordinals (taproot) addresses of a compressed public key on a network. */
export function bitcoinKeyAddresses(publicKey: Uint8Array, network: BitcoinTestNetwork) {
  const format = BITCOIN_TEST_NETWORKS[network]
  return {
    payment: btc.p2wpkh(publicKey, format).address as string,
    ordinals: btc.p2tr(publicKey.subarray(1), undefined, format).address as string,
  }
}
