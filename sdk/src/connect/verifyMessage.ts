import * as v from 'valibot'
import { NAMESPACES, type Namespace } from '../constants'
import type { SignatureVerdict } from '../connectors/types'
import { PorticoError } from '../errors'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { findAdapter } from '../connectors/findAdapter'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `verifyMessage`. */
export interface VerifyMessageParams {
  /** The namespace of the address. */
  namespace: Namespace
  address: string
  message: string
  /** The signature as the namespace writes it (what `signMessage` resolved). */
  signature: string
}

/** What `verifyMessage` returns: `valid`, `invalid`, or `smartAccountUnverified` (an EVM smart account not checkable). */
export type VerifyMessageReturnType = SignatureVerdict

/**
 * Checks a text message's signature by an address without the wallet, with the namespace's adapter (its library
 * loads on first use): ECDSA or smart-account checks (eip155), ed25519 (solana), BIP-322 or ECDSA (bip122),
 * sr25519, ed25519 or ECDSA (polkadot), ADR-36 (cosmos).
 *
 * @example
 * const verdict = await verifyMessage(portico, { namespace: 'bip122', address, message: 'Hello', signature })
 */
export function verifyMessage(p: Portico, params: VerifyMessageParams): Promise<SignatureVerdict> {
  return runAction(p, async (p) => {
    checkParam(
      'params',
      objectParam({
        namespace: v.picklist(NAMESPACES, 'must be a namespace'),
        address: textParam(),
        message: textParam(),
        signature: textParam(),
      }),
      params,
    )
    const adapter = findAdapter(p, params.namespace)
    if (!adapter?.verifySignature)
      throw new PorticoError('CHAIN_ADAPTER_NOT_FOUND', { params: { namespace: params.namespace } })
    const { address, message, signature } = params
    return adapter.verifySignature({ address, message, signature })
  })
}

/** The error codes `verifyMessage` can throw. */
export type VerifyMessageErrorType = 'ACTION_FAILED' | 'CHAIN_ADAPTER_NOT_FOUND' | 'INVALID_PARAMETER' | 'USER_REJECTED'
