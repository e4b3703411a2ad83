// "app with the kit" (connect-modal.js) plus the custom elements entry, from the BUILT packages: what
// `@portico/react/element` adds to an app that already has React and the kit (issue #36: at most 3 kB).
import { definePorticoElements } from '../../react-kit/dist/element.js'
import { ConnectButton, PorticoProvider } from '../../react-kit/dist/index.js'
import { createPortico } from '../../sdk/dist/index.js'

export { ConnectButton, PorticoProvider, createPortico, definePorticoElements }
