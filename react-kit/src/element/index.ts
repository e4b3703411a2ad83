// @portico/react/element: the kit as custom elements, `<portico-connect-button>` and `<portico-modal>`, for pages
// without React (Vue, Svelte, Angular, plain HTML). React and react-dom are the app's own, as with `@portico/react`;
// the no-bundler file (`@portico/react/portico-elements.js`) carries them inside.
export {
  definePorticoElements,
  type DefinePorticoElementsOptions,
  type DefinePorticoElementsReturnType,
  type DefinePorticoElementsErrorType,
} from './definePorticoElements'
export type { PorticoAccountDetail, PorticoElementEventMap } from './events'
export type { ModalSettings, ButtonSettings } from './attributes'
