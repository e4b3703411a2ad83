// A Polkadot app: the Connect button and modal of `connect-modal.js` plus the polkadot adapter and its browser
// wallets, taken from the BUILT packages. `scripts/journey-size.mjs` fails if its start imports a package only lazy
// code may use (the signature verifiers load on first use) or another namespace's library.
import { ConnectButton, PorticoProvider } from '../../react-kit/dist/index.js'
import { createPortico, signMessage } from '../../sdk/dist/index.js'
import { polkadot, polkadotWallets } from '../../sdk/dist/polkadot.js'

export { ConnectButton, PorticoProvider, createPortico, signMessage, polkadot, polkadotWallets }
