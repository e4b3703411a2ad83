// An EVM app: the Connect button and modal of `connect-modal.js` plus the eip155 adapter and the actions an app
// calls (sign, send), taken from the BUILT packages. `node scripts/size.mjs` fails if its start imports a package
// only lazy code may use: none of these may bring viem along (it loads when an action runs).
import { ConnectButton, PorticoProvider } from '../../react-kit/dist/index.js'
import { createPortico } from '../../sdk/dist/index.js'
import { eip155, sendTransaction, signMessage } from '../../sdk/dist/eip155.js'

export { ConnectButton, PorticoProvider, createPortico, eip155, sendTransaction, signMessage }
