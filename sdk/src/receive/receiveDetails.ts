import type { Portico } from '../portico/types'
import { receiveQrPayload } from './receiveQrPayload'
import type { ReceiveDetails } from './types'

/** What `receiveDetails` returns. */
export type ReceiveDetailsReturnType = ReceiveDetails | undefined

/**
 * The connected account's receive details on the active namespace; undefined when no account is connected.
 *
 * @example
 * const details = receiveDetails(portico) // the address, its QR payload and the networks it receives on
 */
export function receiveDetails(p: Portico): ReceiveDetails | undefined {
  const { address, caipAddress } = p.$account.get()
  if (!address) return undefined
  return {
    address,
    caipAddress,
    qrPayload: receiveQrPayload(address),
    networks: p.$network.get().requestedCaipNetworks,
  }
}

/** The error codes `receiveDetails` can throw. */
export type ReceiveDetailsErrorType = 'INVALID_PARAMETER'
