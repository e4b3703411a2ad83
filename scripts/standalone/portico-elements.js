// The no-bundler file, `@portico/react/standalone/portico-elements.js`: the kit's custom elements with React, the
// SDK's core, its EVM adapter and its networks inside, for a page that loads it with `<script type="module">` and no
// build step. Built from the packages' dist by scripts/standalone.mjs; its styles are `portico-elements.css` beside
// it (the themes' and the kit's static CSS), which the elements load into their shadow roots.
import { definePorticoElements as defineWithStyles } from '@portico/react/element'

export {
  createPortico,
  injected,
  open,
  close,
  disconnect,
  PorticoError,
  isPorticoError,
} from '@portico/sdk'
export { eip155 } from '@portico/sdk/eip155'
export {
  defineNetwork,
  withRpcUrl,
  devnet,
  devnetTwo,
  ethereum,
  sepolia,
  base,
  arbitrum,
  optimism,
  polygon,
} from '@portico/sdk/networks'

/**
 * Defines `<portico-connect-button>` and `<portico-modal>` for `portico`, their styles from `portico-elements.css`
 * beside this file (or `options.styles`).
 */
export function definePorticoElements(portico, options) {
  const styles = [new URL('./portico-elements.css', import.meta.url).href]
  return defineWithStyles(portico, { styles, ...options })
}
