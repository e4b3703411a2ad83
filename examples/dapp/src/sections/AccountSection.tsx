import { useStore } from '@nanostores/react'
import { usePortico } from '@portico/react'
import { switchNetwork, type CaipNetwork } from '@portico/sdk'
import { useCallback } from 'react'
import { Feedback, Section } from './Section'
import { useAction } from './useAction'

/** Namespaces as people call them. */
const NAMESPACE_NAMES: Record<string, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * What the SDK's stores say about the connection: the active account's address and network, and, when wallets of
 * several namespaces are connected, each of them with a button that makes it the active one.
 */
export function AccountSection() {
  const portico = usePortico()
  const { status, address } = useStore(portico.$account)
  const { caipNetwork } = useStore(portico.$network)
  const chains = useStore(portico.$chains)
  const active = useStore(portico.$activeNamespace)
  const connected = status === 'connected' && Boolean(address)
  const accounts = Object.entries(chains).flatMap(([namespace, chain]) => {
    const network = chain?.networkState.caipNetwork
    const account = chain?.accountState
    return account?.status === 'connected' && account.address && network
      ? [{ namespace, address: account.address, network }]
      : []
  })
  const switching = useAction(useCallback((network: CaipNetwork) => switchNetwork(portico, { network }), [portico]))
  return (
    <Section title="Connection">
      {connected ? (
        <dl className="facts">
          <dt>Address</dt>
          <dd>{address}</dd>
          <dt>Network</dt>
          <dd>{caipNetwork ? `${caipNetwork.name} (chain ${caipNetwork.id})` : 'Unknown'}</dd>
        </dl>
      ) : (
        <p>
          {status === 'reconnecting' || status === 'connecting'
            ? 'Connecting…'
            : 'Not connected. Use “Connect Wallet” above.'}
        </p>
      )}
      {accounts.length > 1 ? (
        <ul className="accounts" aria-label="Connected accounts">
          {accounts.map(({ namespace, address: accountAddress, network }) => (
            <li key={namespace}>
              <span>
                {NAMESPACE_NAMES[namespace] ?? namespace}: {accountAddress}
              </span>
              {namespace === active ? (
                <span>Active</span>
              ) : (
                <button type="button" onClick={() => void switching.run(network)}>
                  Use {NAMESPACE_NAMES[namespace] ?? namespace}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <Feedback error={switching.state.status === 'error' ? switching.state.message : undefined} />
    </Section>
  )
}
