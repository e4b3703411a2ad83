import type { ReadableAtom, WritableAtom } from 'nanostores'
import type { Namespace } from '../constants'
import type { AlertState } from '../alert/types'
import type { AccountState, ChainsState } from '../chains/types'
import type { ConnectionState } from '../connect/types'
import type { WalletSessions } from '../connect/sessions'
import type { Connection } from '../connect/connections'
import type { ConnectorsState } from '../connectors/types'
import type { ModalState } from '../modal/types'
import type { NetworkView } from '../chains/networkView'
import type { Platform } from '../platform/types'
import type { Timers } from '../platform/timers'
import type { RouterState } from '../router/types'
import type { SnackbarState } from '../snackbar/types'
import type { PorticoStorage } from '../storage/storage'
import type { Telemetry } from '../telemetry/telemetry'
import type { ThemeState } from '../theme/types'
import type { ServicesSlot } from '../api/instance/types'
import type { ResolvedOptions } from './options'

declare module '../portico/types' {
  /**
   * The core's stores and services, made with the instance by `createPortico`. The entries add theirs (`$send`,
   * `$wallets`…, made on their first read) in their own folders.
   */
  interface WritablePortico {
    readonly platform: Platform
    readonly storage: PorticoStorage
    readonly timers: Timers
    readonly telemetry: Telemetry

    readonly $options: WritableAtom<ResolvedOptions>
    readonly $router: WritableAtom<RouterState>
    readonly $modal: WritableAtom<ModalState>
    readonly $snackbar: WritableAtom<SnackbarState>
    readonly $alert: WritableAtom<AlertState>
    readonly $chains: WritableAtom<ChainsState>
    readonly $activeNamespace: WritableAtom<Namespace | undefined>
    /** True while a network switch is in flight. */
    readonly $switchingNetwork: WritableAtom<boolean>
    /** The active namespace's account state. */
    readonly $account: ReadableAtom<AccountState>
    /** The active network and its support flags. */
    readonly $network: ReadableAtom<NetworkView>
    readonly $connection: WritableAtom<ConnectionState>
    /** Every wallet connection, the active one marked (see `switchConnection`, `switchAccount`, `disconnect`). */
    readonly $connections: ReadableAtom<Connection[]>
    /** The connectors found or given, and the progress of connect and disconnect. */
    readonly $connectors: WritableAtom<ConnectorsState>
    /** Live wallet connections (providers in use, their event subscriptions) and connector discovery. */
    readonly walletSessions: WalletSessions
    readonly $theme: WritableAtom<ThemeState>
    /** The language tag the app asked for (the `locale` option, then `setLocale`); `undefined`: the browser's. */
    readonly $locale: WritableAtom<string | undefined>
    /** The HTTP clients, loaded on first use (see `getServices`). */
    readonly services: ServicesSlot
  }
}

export type { Portico, WritablePortico } from '../portico/types'
