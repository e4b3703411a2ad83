import type { Namespace } from '../constants'
import { writeActiveNetwork } from '../chains/writeActiveNetwork'
import { reset } from '../router/reset'
import type { RouterData } from '../router/types'
import type { View } from '../router/views'
import { openingView } from './openingView'
import { checkParam } from '../validation/checkParam'
import { viewSchema } from '../router/viewSchema'
import * as v from 'valibot'
import { NAMESPACES } from '../constants'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The codes `open` throws: a view, data or namespace that is not one. */
export type OpenErrorType = 'ACTION_FAILED' | 'CHAIN_ADAPTER_NOT_FOUND' | 'INVALID_PARAMETER'

/** The parameters of `open`. */
export interface OpenParams {
  view?: View
  data?: RouterData
  /** Open for this namespace: its network becomes the active one. */
  namespace?: Namespace
}

const openParamsSchema = () =>
  v.looseObject(
    {
      view: v.optional(viewSchema()),
      data: v.optional(v.record(v.string(), v.unknown())),
      namespace: v.optional(v.picklist(NAMESPACES)),
    },
    'must be an object',
  )

/** What `open` returns. */
export type OpenReturnType = undefined

/**
 * Opens the modal on the view the spec's rules pick (see `openingView`). A synchronous state change: it never
 * waits on the network.
 *
 * @example
 * open(portico) // Connect, or Account when connected
 * open(portico, { view: 'Networks' })
 */
export function open(p: Portico, params: OpenParams = {}): void {
  runAction(p, (p) => {
    checkParam('params', openParamsSchema(), params)
    const { namespace } = params
    if (namespace && namespace !== p.$activeNamespace.get()) {
      // Only the active network changes here: the view is the one this opening picks below.
      const network = p.$chains.get()[namespace]?.networkState.caipNetwork
      if (network) writeActiveNetwork(p, network)
    }
    const options = p.$options.get()
    const { view, data } = openingView({
      manualWCControl: options.manualWCControl,
      hasAdapters: options.adapters.length > 0,
      hasAddress: Boolean(p.$account.get().address),
      isMobile: p.platform.facts().isMobile,
      view: params.view,
      data: params.data,
    })
    reset(p, { view, data })
    p.$modal.set({ ...p.$modal.get(), open: true, namespace })
  })
}
