// What an app imports to show a Connect button and the modal, taken from the BUILT packages (run `npx rollup -c`
// first). `node scripts/size.mjs` measures what this loads at start (React excluded) against the 30 kB gzip budget;
// the views (Connect included) are lazy chunks, listed apart.
import { ConnectButton, PorticoProvider } from '../../react-kit/dist/index.js'
import { createPortico } from '../../sdk/dist/index.js'

export { ConnectButton, PorticoProvider, createPortico }
