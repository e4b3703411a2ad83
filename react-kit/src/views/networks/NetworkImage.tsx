import { isImageUrl, type CaipNetwork, type Namespace } from '@portico/sdk'
import type { ReactNode } from 'react'
import type { IconProps } from '../../icons'
import { BitcoinIcon, CosmosIcon, EthereumIcon, PolkadotIcon, SolanaIcon } from '../../icons'
import * as styles from './NetworkImage.css'
import { stringHash } from '../stringHash'

/** Ethereum and its testnets by chain id (their native currency is ether). */
const ETHEREUM_IDS: readonly (string | number)[] = [1, 11_155_111, 17_000]

/** The namespaces whose every network (testnets too) shows the namespace's mark. */
const NAMESPACE_MARKS: Partial<Record<Namespace, (props: IconProps) => ReactNode>> = {
  solana: SolanaIcon,
  bip122: BitcoinIcon,
}

/** Chains with a mark of their own, by CAIP id: Polkadot's and the Cosmos Hub's (Kusama, Osmosis… are chains apart). */
const CHAIN_MARKS: Readonly<Record<string, (props: IconProps) => ReactNode>> = {
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': PolkadotIcon,
  'cosmos:cosmoshub-4': CosmosIcon,
}

/** Brand colours of the built-in EVM networks without a mark of their own, by CAIP id. */
const BRAND_COLOURS: Readonly<Record<string, string>> = {
  'eip155:8453': '#0052FF',
  'eip155:42161': '#28A0F0',
  'eip155:10': '#FF0420',
  'eip155:137': '#8247E5',
  'eip155:56': '#F0B90B',
  'eip155:97': '#F0B90B',
  'eip155:324': '#4E529A',
  'eip155:100': '#3E6957',
  'eip155:43114': '#E84142',
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': '#000000',
  'cosmos:osmosis-1': '#5E12A0',
}

/** A colour for a network the kit has no colour for: the same network always gets the same one. */
function colourOf(id: string): string {
  const hash = stringHash(id)
  // The golden angle spreads neighbouring ids (31337, 31338) far apart on the colour wheel.
  return `hsl(${Math.floor((hash * 137.508) % 360)} 55% 42%)`
}

/**
 * A network's picture: the image its definition gives (an app's own network), the built-in network's mark, or its
 * initial on its brand colour. Decorative: the network's name labels what holds it.
 *
 * @example <NetworkImage network={ethereum} size={20} />
 */
export function NetworkImage({ network, size = 24 }: { network: CaipNetwork; size?: number }) {
  const image = network.assets?.imageUrl
  if (isImageUrl(image))
    return <img className={styles.image} src={image} alt="" width={size} height={size} loading="lazy" />
  const Draw =
    network.chainNamespace === 'eip155' && ETHEREUM_IDS.includes(network.id)
      ? EthereumIcon
      : (CHAIN_MARKS[network.caipNetworkId] ?? NAMESPACE_MARKS[network.chainNamespace])
  if (Draw) return <Draw size={size} />
  return (
    <span
      className={styles.initial}
      aria-hidden="true"
      style={{
        inlineSize: size,
        blockSize: size,
        fontSize: Math.round(size * 0.5),
        background: BRAND_COLOURS[network.caipNetworkId] ?? colourOf(network.caipNetworkId),
      }}
    >
      {network.name.slice(0, 1).toLocaleUpperCase()}
    </span>
  )
}
