import { checkParam, textParam } from '../validation/checkParam'
import { siwxSessionSchema } from './sessionSchema'
import * as v from 'valibot'
import type { SiwxSession } from './types'
import { verifyEip155Signature } from './verifyEip155Signature'
import { verifySolanaSignature } from './verifySolanaSignature'
import { siwxError } from './messages'

/**
 * Verifies that a session's signature is the account's over the session's message text; throws otherwise:
 * 'This application might not support Smart Accounts' for a smart account whose signature could not be
 * verified, else 'The sign-in signature is not valid for {address}'. Namespaces without a verifier are refused.
 */
export async function verifySiwxSession(session: SiwxSession, rpcUrl: string | undefined): Promise<void> {
  checkParam('session', siwxSessionSchema, session)
  checkParam('rpcUrl', v.optional(textParam()), rpcUrl)
  const { accountAddress: address, chainId } = session.data
  const namespace = chainId.split(':')[0] ?? ''
  const params = { address, message: session.message, signature: session.signature }
  if (namespace === 'eip155') {
    const verdict = await verifyEip155Signature({ ...params, rpcUrl })
    if (verdict === 'valid') return
    if (verdict === 'smartAccountUnverified') throw siwxError('SMART_ACCOUNT_UNSUPPORTED')
    throw siwxError('SIWX_INVALID_SIGNATURE', { params: { address } })
  }
  if (namespace === 'solana') {
    if (await verifySolanaSignature(params)) return
    throw siwxError('SIWX_INVALID_SIGNATURE', { params: { address } })
  }
  throw siwxError('SIWX_UNSUPPORTED_NAMESPACE', { params: { namespace } })
}
