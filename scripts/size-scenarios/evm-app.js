// An EVM app: the Connect button and modal of `connect-modal.js` plus the eip155 adapter, taken from the BUILT
// packages. `node scripts/size.mjs` fails if its start imports a package only lazy code may use: the adapter must not
// bring viem along (its RPC and wallet clients load with the code that uses them).
import { ConnectButton, PorticoProvider } from '../../react-kit/dist/index.js'
import { createPortico } from '../../sdk/dist/index.js'
import { eip155 } from '../../sdk/dist/eip155.js'

export { ConnectButton, PorticoProvider, createPortico, eip155 }
