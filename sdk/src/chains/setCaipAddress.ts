import type { Namespace } from '../constants'
import type { CaipAddress } from '../networks/types'
import { defineAction } from '../telemetry/defineAction'
import { updateAccountState } from './updateAccountState'

/** Sets (or clears) the account of a namespace: its CAIP address and the plain address in it. */
export const setCaipAddress = /* @__PURE__ */ defineAction((p, caipAddress: CaipAddress | undefined, namespace: Namespace) => {
  const address = caipAddress?.split(':')[2]
  updateAccountState(p, { caipAddress, address }, namespace)
})
