// @portico/react: the React kit over the Portico SDK — one provider, hooks, buttons, and the modal with its
// lazily loaded views. Every string comes from the message catalogue (`./i18n`).
export { PorticoProvider, type PorticoProviderProps } from './provider/PorticoProvider'
export {
  usePortico,
  useModal,
  useAccount,
  useNetwork,
  useDisconnect,
  useWalletInfo,
  useTheme,
  useSnackbar,
  type UseModal,
  type UseAccount,
  type UseNetwork,
  type UseDisconnect,
  type UseTheme,
  type UseSnackbar,
} from './hooks'
export {
  ConnectButton,
  AccountButton,
  NetworkButton,
  useConnectButton,
  type ConnectButtonProps,
  type ConnectButtonState,
  type AccountButtonProps,
} from './buttons'
export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  isSupportedLocale,
  loadMessages,
  resolveLocale,
  directionOf,
  type Locale,
  type Messages,
  type MessageKey,
  type CataloguePart,
  type MessageOverrides,
  type MessageParams,
  type Translator,
  type Direction,
} from './i18n'
