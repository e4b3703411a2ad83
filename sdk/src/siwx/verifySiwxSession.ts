import * as v from 'valibot'
import type { NamespaceAdapter } from '../connectors/types'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import { siwxError } from './messages'
import { siwxSessionSchema } from './sessionSchema'
import type { SiwxSession } from './types'

/** The parameters of `verifySiwxSession`. */
export interface VerifySiwxSessionParams {
  session: SiwxSession
  /** The app's adapter of the session's namespace: it checks the signature (`eip155()`, `solana()`). */
  adapter: NamespaceAdapter | undefined
  /** An RPC of the session's chain, for smart-account (ERC-1271) checks. */
  rpcUrl?: string | undefined
}

/**
 * Verifies that a session's signature is the account's over the session's message text, through the namespace's
 * adapter; throws otherwise: 'This application might not support Smart Accounts' for a smart account whose
 * signature could not be verified, 'The sign-in could not be checked' when the chain does not answer, else 'The
 * sign-in signature is not valid for {address}'. A namespace whose
 * adapter verifies no signatures (or that the app has no adapter for) is refused.
 *
 * @example
 * await verifySiwxSession({ session, adapter: eip155(), rpcUrl: 'https://rpc.example' })
 */
export async function verifySiwxSession(params: VerifySiwxSessionParams): Promise<void> {
  checkParam('params', objectParam({ rpcUrl: v.optional(textParam()) }), params)
  const { session, adapter, rpcUrl } = params
  checkParam('session', siwxSessionSchema, session)
  const { accountAddress: address, chainId } = session.data
  const namespace = chainId.split(':')[0] ?? ''
  if (!adapter?.verifySignature || adapter.namespace !== namespace)
    throw siwxError('SIWX_UNSUPPORTED_NAMESPACE', { params: { namespace } })
  const verdict = await adapter
    .verifySignature({ address, message: session.message, signature: session.signature, rpcUrl })
    .catch((cause: unknown) => {
      throw siwxError('SIWX_CHECK_UNAVAILABLE', { category: 'API_ERROR', cause })
    })
  if (verdict === 'valid') return
  if (verdict === 'smartAccountUnverified') throw siwxError('SMART_ACCOUNT_UNSUPPORTED')
  throw siwxError('SIWX_INVALID_SIGNATURE', { params: { address } })
}
