import { atom, computed } from 'nanostores'
import { initialActivityState, initialBalancesState, initialNftsState } from '../state/account'
import { initialAlertState } from '../state/alert'
import { initialWalletsState } from '../state/catalogue'
import { initialNamesState } from '../state/names'
import { initialOnrampState } from '../state/onramp'
import { initialSendState } from '../state/send'
import { initialSwapState } from '../state/swap'
import { initialAccountState } from '../state/chains'
import { networkView } from '../chains/networkView'
import { initialConnectionState } from '../state/connection'
import { createWalletSessions } from '../connect/sessions'
import { connectionsView } from '../connect/connections'
import { initialConnectorsState } from '../state/connectors'
import { initialModalState } from '../state/modal'
import { defaultPlatform } from '../platform/defaultPlatform'
import { createTimers } from '../platform/timers'
import { initialRouterState } from '../state/router'
import { initialSiwxState } from '../state/siwx'
import { initialSnackbarState } from '../state/snackbar'
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
import type { Portico, WritablePortico } from './types'

/**
 * Creates one Portico. It validates the options (throwing a PorticoError that names the bad field), fills the
 * spec's defaults, and builds every store fresh, restoring what storage holds. Nothing is shared between
 * instances: a second instance on the same storage without a `storageScope` gets `instance-2` (then `instance-3`…),
 * unless its options are the same as an earlier one's (the same instance created again, as after a hot reload).
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

  const $activity = atom(initialActivityState())
  const walletSessions = createWalletSessions()

  const portico: WritablePortico = {
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
    $wallets: atom(initialWalletsState()),
    $balances: atom(initialBalancesState()),
    $activity,
    $nfts: atom(initialNftsState()),
    $names: atom(initialNamesState()),
    $onramp: atom(initialOnrampState()),
    $send: atom(initialSendState()),
    $swap: atom(initialSwapState()),
    $siwx: atom(initialSiwxState()),
  }
  if (!resolved.projectId)
    showAlert(portico, { variant: 'error', ...noticeFor(CORE_MESSAGES, 'PROJECT_ID_NOT_CONFIGURED') })
  created = portico
  for (const error of early) reportError(portico, error)
  return portico
}
