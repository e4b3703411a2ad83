import { atom, computed } from 'nanostores'
import { networkView } from '../chains/networkView'
import { initialConnectionState } from '../connect/initialConnectionState'
import { createWalletSessions } from '../connect/sessions'
import { connectionsView } from '../connect/connections'
import { initialConnectorsState } from '../connectors/initialConnectorsState'
import { initialModalState } from '../modal/initialModalState'
import { defaultPlatform } from '../platform/defaultPlatform'
import { createTimers } from '../platform/timers'
import { initialRouterState } from '../router/initialRouterState'
import { initialSnackbarState } from '../snackbar/initialSnackbarState'
import { initialAlertState } from '../alert/initialAlertState'
import { initialAccountState } from '../chains/initialState'
import { STORAGE_KEYS } from '../storage/keys'
import { createStorage } from '../storage/storage'
import { claimScope } from '../storage/claimScope'
import { scopeFingerprint } from '../storage/scopeFingerprint'
import { reportError } from '../telemetry/reportError'
import { createTelemetry } from '../telemetry/telemetry'
import type { PorticoError } from '../errors'
import type { PorticoOptions } from './options'
import { resolveOptions } from './resolveOptions'
import { showAlert } from '../alert/showAlert'
import { CORE_MESSAGES } from '../errors/messages'
import { noticeFor } from '../errors/notice'
import { restoreChains } from './restoreChains'
import { withEntryStores } from './entryStores'
import type { Portico, WritablePortico } from './types'

/**
 * Creates one Portico. It validates the options (throwing a PorticoError that names the bad field), fills the
 * spec's defaults, and builds the core's stores fresh, restoring what storage holds; each entry's stores (`$send`,
 * `$wallets`…) are made by that entry's code on their first read. Nothing is shared between instances: a second
 * instance on the same storage without a `storageScope` gets `instance-2` (then `instance-3`…), unless its options
 * are the same as an earlier one's (the same instance created again, as after a hot reload).
 */
export function createPortico(options: PorticoOptions): Portico {
  const checked = resolveOptions(options)
  const platform = options.platform ?? defaultPlatform()
  // A second instance on the same storage without a scope of its own gets one (`instance-2`…), never the first's keys;
  // the same options created again (a hot reload) keep the scope they had.
  const scope = claimScope(platform.storage, checked.storageScope, scopeFingerprint(checked))
  const resolved = { ...checked, storageScope: scope }
  const telemetry = createTelemetry()
  const $options = atom(resolved)
  // Storage problems met while restoring are reported once the instance exists.
  const early: PorticoError[] = []
  let created: WritablePortico | undefined
  const storage = createStorage(
    platform.storage,
    (error) => (created ? reportError(created, error) : early.push(error)),
    resolved.storageScope,
  )

  const restored = restoreChains(resolved, storage)
  const $chains = atom(restored.chains)
  const $activeNamespace = atom(restored.activeNamespace)
  const $switchingNetwork = atom(false)
  const noAccount = initialAccountState()
  const $connection = atom({
    ...initialConnectionState(),
    recentWallets: storage.read(STORAGE_KEYS.recentWallets) ?? [],
  })

  const walletSessions = createWalletSessions()

  const portico: WritablePortico = withEntryStores({
    platform,
    storage,
    timers: createTimers(platform),
    telemetry,
    $options,
    $router: atom(initialRouterState()),
    $modal: atom(initialModalState()),
    $snackbar: atom(initialSnackbarState()),
    $alert: atom(initialAlertState()),
    $chains,
    $activeNamespace,
    $switchingNetwork,
    $account: computed([$chains, $activeNamespace], (chains, ns) => (ns && chains[ns]?.accountState) || noAccount),
    $network: computed([$chains, $activeNamespace, $switchingNetwork], networkView),
    $connection,
    $connections: computed([walletSessions.$held, $chains, $activeNamespace], connectionsView),
    $connectors: atom(initialConnectorsState()),
    walletSessions,
    $theme: atom({ themeMode: resolved.themeMode, themeVariables: resolved.themeVariables }),
    $locale: atom(resolved.locale),
    services: {},
    entryStores: new Map(),
  })
  if (!resolved.projectId)
    showAlert(portico, { variant: 'error', ...noticeFor(CORE_MESSAGES, 'PROJECT_ID_NOT_CONFIGURED') })
  created = portico
  for (const error of early) reportError(portico, error)
  return portico
}
