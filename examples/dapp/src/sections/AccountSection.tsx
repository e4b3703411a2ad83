import { useStore } from '@nanostores/react'
import { usePortico } from '@portico/react'
import { Section } from './Section'

/** What the SDK's stores say about the connection: the address and the network. */
export function AccountSection() {
  const portico = usePortico()
  const { status, address } = useStore(portico.$account)
  const { caipNetwork } = useStore(portico.$network)
  const connected = status === 'connected' && Boolean(address)
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
    </Section>
  )
}
