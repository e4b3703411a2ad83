import type { CaipNetwork, TokenBalance } from '@portico/sdk'
import type { RovingListItem } from '../../components'
import type { Translator } from '../../i18n'
import { TokenRow } from '../tokens/TokenRow'

export interface TokenListItem extends RovingListItem {
  token: TokenBalance
  networkName: string
  amount: string
}

/** Whether two balances are the same token on the same network. */
export function sameToken(a: TokenBalance | undefined, b: TokenBalance | undefined): boolean {
  return Boolean(a && b && a.chainId === b.chainId && (a.address ?? '') === (b.address ?? '') && a.symbol === b.symbol)
}

/** The name of the network a token is on, from the app's networks. */
export function tokenNetworkName(t: Translator, token: TokenBalance, networks: readonly CaipNetwork[]): string {
  return networks.find((network) => network.caipNetworkId === token.chainId)?.name ?? t('start.network.unknown')
}

/** Balances as list entries, read as "USDC, Ethereum, 12.500 USDC"; the picked one is current. */
export function tokenItems(
  t: Translator,
  tokens: readonly TokenBalance[],
  networks: readonly CaipNetwork[],
  picked: TokenBalance | undefined,
): TokenListItem[] {
  return tokens.map((token) => {
    const networkName = tokenNetworkName(t, token, networks)
    const amount = t.formatBalance(token.quantity.numeric, token.symbol)
    return {
      id: `${token.chainId}:${token.address ?? token.symbol}`,
      name: token.symbol,
      token,
      networkName,
      amount,
      states: [networkName, amount],
      current: sameToken(token, picked),
    }
  })
}

/** A token's icon, symbol, network and balance. */
export function TokenSummary({ token, networkName, amount }: Pick<TokenListItem, 'token' | 'networkName' | 'amount'>) {
  return <TokenRow symbol={token.symbol} imageUrl={token.iconUrl} detail={networkName} amount={amount} />
}
