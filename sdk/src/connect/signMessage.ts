import * as v from 'valibot'
import { NAMESPACES, type Namespace } from '../constants'
import { PorticoError } from '../errors'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { findAdapter } from '../connectors/findAdapter'
import { getConnectedProvider } from './getConnectedProvider'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `signMessage`. */
export interface SignMessageParams {
  /** The text to sign. */
  message: string
  /** The namespace whose wallet signs; the active one by default. */
  namespace?: Namespace | undefined
}

/** What `signMessage` returns: the signature as the namespace writes it (eip155 hex, solana base58, bip122 base64…). */
export type SignMessageReturnType = string

/**
 * Signs a text message with the wallet connected for a namespace (the active one by default), in that namespace's
 * way: `personal_sign` (eip155), `solana_signMessage`, BIP-322 or ECDSA (bip122), the raw signer (polkadot), ADR-36
 * (cosmos). `verifyMessage` checks the result; `@portico/sdk/eip155` also signs raw bytes.
 *
 * @example
 * const signature = await signMessage(portico, { message: 'Hello from Portico' })
 */
export function signMessage(p: Portico, params: SignMessageParams): Promise<string> {
  return runAction(p, async (p) => {
    checkParam(
      'params',
      objectParam({ message: textParam(), namespace: v.optional(v.picklist(NAMESPACES, 'must be a namespace')) }),
      params,
    )
    const namespace = params.namespace ?? p.$activeNamespace.get()
    const provider = getConnectedProvider(p, { namespace })
    const address = namespace && p.$chains.get()[namespace]?.accountState.address
    const adapter = findAdapter(p, namespace)
    if (!adapter?.signMessage || !address)
      throw new PorticoError('CHAIN_ADAPTER_NOT_FOUND', { params: { namespace: namespace as Namespace } })
    return adapter.signMessage(provider, { message: params.message, address })
  })
}

/** The error codes `signMessage` can throw. */
export type SignMessageErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'INVALID_PARAMETER'
  | 'NOT_CONNECTED'
  | 'USER_REJECTED'
