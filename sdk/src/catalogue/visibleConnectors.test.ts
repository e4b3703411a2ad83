import { describe, expect, it } from 'vitest'
import { removeNetwork } from '../chains/removeNetwork'
import { addConnector } from '../connectors/addConnector'
import type { Connector } from '../connectors/types'
import { createPortico } from '../instance/createPortico'
import { devnet } from '../networks/devnet'
import { solanaMainnet } from '../networks/solana'
import { memoryPlatform } from '../platform/memoryPlatform'
import { visibleConnectors } from './visibleConnectors'
import type { WritablePortico } from '../portico/types'

const connector = (id: string, chain: Connector['chain'], type: Connector['type'] = 'ANNOUNCED'): Connector => ({
  id,
  name: id,
  type,
  chain,
})

function withWallets() {
  const p = createPortico({
    projectId: 'test-project',
    networks: [devnet, solanaMainnet],
    platform: memoryPlatform(),
  }) as WritablePortico
  addConnector(p, connector('evm-wallet', 'eip155'))
  addConnector(p, connector('sol-wallet', 'solana'))
  addConnector(p, connector('walletConnect', 'eip155', 'WALLET_CONNECT'))
  return p
}

describe('visibleConnectors and the networks left', () => {
  it('lists the connectors of every namespace the app has networks in', () => {
    expect(visibleConnectors(withWallets()).map((c) => c.id)).toEqual(['evm-wallet', 'sol-wallet', 'walletConnect'])
  })

  it('hides the connectors of a namespace whose last network is removed; a WalletConnect session still serves the rest', () => {
    const p = withWallets()
    removeNetwork(p, { network: solanaMainnet })
    expect(visibleConnectors(p).map((c) => c.id)).toEqual(['evm-wallet', 'walletConnect'])
    removeNetwork(p, { network: devnet })
    expect(visibleConnectors(p).map((c) => c.id)).toEqual([])
  })
})
