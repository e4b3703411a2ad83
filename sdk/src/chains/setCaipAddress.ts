import type { Namespace } from '../constants'
import type { CaipAddress } from '../networks/types'
import { updateAccountState } from './updateAccountState'
import * as v from 'valibot'
import { checkParam } from '../validation/checkParam'
import { NAMESPACES } from '../constants'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import { isAddress } from '../validation/isAddress'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** A CAIP address of `namespace` whose account part is a valid address there (eip155, solana) or not empty. */
const caipAddressOf = (namespace: Namespace) =>
  v.custom<CaipAddress>((value) => {
    const parsed = parseCaipAddress(value)
    if (!parsed || parsed.namespace !== namespace) return false
    return namespace === 'eip155' || namespace === 'solana' ? isAddress(parsed.address, namespace) : true
  }, `must be a CAIP address of ${namespace} (namespace:reference:address)`)

/** Sets (or clears) the account of a namespace: its CAIP address and the plain address in it. */
export function setCaipAddress(p: Portico, caipAddress: CaipAddress | undefined, namespace: Namespace) {
  return runAction(p, (p) => {
    checkParam('namespace', v.picklist(NAMESPACES, 'must be a namespace'), namespace)
    if (caipAddress !== undefined) checkParam('caipAddress', caipAddressOf(namespace), caipAddress)
    const address = caipAddress?.split(':')[2]
    updateAccountState(p, { caipAddress, address }, namespace)
  })
}
