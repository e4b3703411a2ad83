// What an app imports to show a Connect button and the modal, taken from the BUILT packages (run `npx rollup -c`
// first). `node scripts/size.mjs` measures what this loads at start (React excluded), then the path a user takes
// by opening the modal on Connect in English: the lazy chunks of the modal shell and the Connect view (with their
// English strings) and the SDK's wallet catalogue and HTTP clients (the `path` of this scenario in scripts/size.mjs).
import { ConnectButton, PorticoProvider } from '../../react-kit/dist/index.js'
import { createPortico } from '../../sdk/dist/index.js'

export { ConnectButton, PorticoProvider, createPortico }
