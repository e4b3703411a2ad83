import { setActiveNetwork } from '../chains/setActiveNetwork'
import { setChainClients } from '../chains/setChainClients'
import { updateAccountState } from '../chains/updateAccountState'
import { updateChain } from '../chains/updateChain'
import { setConnectionStatus } from './setConnectionStatus'
import { PorticoError } from '../errors'
import { close } from '../modal/close'
import { connectedConnectorKey } from '../storage/keys'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'
import { clearNamespace } from './clearNamespace'
import { disconnect } from './disconnect'
import { emitConnectionEvent } from './watchConnectionEvents'

/**
 * The core operations the wallet code calls. That code (`connectWallet`, `reconnectWallet` and the modules they
 * use) is fetched on demand and receives these from the action that loads it instead of importing them: a chunk
 * fetched later that imports modules of the start makes a bundler split the start into shared chunks, which costs
 * the start more than the wallet code weighs. `lazyWallet.test.ts` holds the rule.
 *
 * Measured on 26 November 2026 with the wallet code importing these directly: the journeys of an app with the kit got
 * 0.4–0.9 kB gzip smaller, but an app bundling `@portico/sdk` alone with esbuild got 1.4 kB more at start and one
 * using `@portico/sdk/api` alone 5 kB more (esbuild moves the built core chunk, then shared with lazy code, into a
 * chunk of its own that keeps every export either side uses), so the object stays until the build's chunk groups
 * give the API clients a chunk of their own at no cost to the Connect journey.
 */
export const walletCore = {
  PorticoError,
  clearNamespace,
  close,
  connectedConnectorKey,
  disconnect,
  emitConnectionEvent,
  reportError,
  setActiveNetwork,
  setChainClients,
  setConnectionStatus,
  toPorticoError,
  updateAccountState,
  updateChain,
}

export type WalletCore = typeof walletCore
