// @portico/react/element: the kit as custom elements, `<portico-connect-button>` and `<portico-modal>`, for pages
// without React (Vue, Svelte, Angular, plain HTML). React and react-dom are the app's own, as with `@portico/react`;
// the no-bundler file (`@portico/react/standalone/portico-elements.js`) carries Preact's React-compatible runtime
// (`preact/compat`) in their place, for size.
export {
  definePorticoElements,
  type DefinePorticoElementsOptions,
  type DefinePorticoElementsReturnType,
  type DefinePorticoElementsErrorType,
} from './definePorticoElements'
export type { PorticoAccountDetail, PorticoElementEventMap } from './events'
export type { ModalSettings, ButtonSettings } from './attributes'
