import { bitcoin, bitcoinSignet, bitcoinTestnet } from '../networks/bip122'

/** A Bitcoin network as sats-connect wallets name it. */
export type SatsConnectNetworkName = 'Mainnet' | 'Testnet' | 'Signet'

/** The built-in Bitcoin networks: CAIP-2 reference, sats-connect name, Wallet Standard chain, the network's name. */
export const BITCOIN_NETWORKS: readonly {
  reference: string
  name: SatsConnectNetworkName
  chain: string
  title: string
}[] = [
  { reference: String(bitcoin.id), name: 'Mainnet', chain: 'bitcoin:mainnet', title: bitcoin.name },
  { reference: String(bitcoinTestnet.id), name: 'Testnet', chain: 'bitcoin:testnet', title: bitcoinTestnet.name },
  { reference: String(bitcoinSignet.id), name: 'Signet', chain: 'bitcoin:signet', title: bitcoinSignet.name },
]

/** The CAIP-2 reference of a network a wallet names (sats-connect name or Wallet Standard chain), if built in. */
export function bitcoinReferenceOf(name: unknown): string | undefined {
  return BITCOIN_NETWORKS.find((n) => n.name === name || n.chain === name)?.reference
}
