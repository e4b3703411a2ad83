import { close } from '../modal/close'
import { noticeFor, noticeOf } from '../errors/notice'
import { open } from '../modal/open'
import { hideSnackbar } from '../snackbar/hideSnackbar'
import { showSnackbar } from '../snackbar/showSnackbar'
import { toPorticoError } from '../telemetry/toPorticoError'
import { activeSignInAccount } from './activeSignInAccount'
import type { ParsedCaipAddress } from '../caip/parseCaipAddress'
import type { Eip1193Provider } from '../connectors/types'
import type { Portico } from '../portico/types'
import { isUserRejection } from '../errors/isUserRejection'
import { setSiwxState } from './setSiwxState'
import { siwxConfigOf } from './siwxConfigOf'
import type { SiwxMessage, SiwxMessageData, SiwxSession } from './types'
import { SIWX_MESSAGES, siwxError } from './messages'
import { findAdapter } from '../connectors/findAdapter'
import { runAction } from '../telemetry/runAction'

function dataOf(message: SiwxMessage): SiwxMessageData {
  const { toString: _text, ...data } = message
  return data
}

/**
 * Asks the connected wallet to sign the message text through the namespace's adapter (eip155: `personal_sign`;
 * solana: `solana_signMessage`). A namespace whose adapter signs nothing cannot sign in.
 */
async function signWithAdapter(
  p: Portico,
  provider: Eip1193Provider,
  account: ParsedCaipAddress,
  message: string,
): Promise<string> {
  const adapter = findAdapter(p, account.namespace)
  if (!adapter?.signMessage) throw siwxError('SIWX_UNSUPPORTED_NAMESPACE', { params: { namespace: account.namespace } })
  return adapter.signMessage(provider, { message, address: account.address })
}

/** What `signIn` returns. */
export type SignInReturnType = SiwxSession | undefined

/**
 * Signs the active account in (spec §4): creates the message, has it signed (by the configuration's own
 * `signMessage`, else by the connected wallet), adds the session (the configuration verifies it) and closes the
 * modal. 'Authenticating...' shows while it waits. When the user declines, the snackbar says 'Signature
 * declined', SIWXSignMessage shows again, and it resolves undefined. Any other failure shows its message and
 * is thrown ('This application might not support Smart Accounts' for an unverifiable smart account).
 * Progress and the message show in `$siwx`.
 *
 * @example
 * const session = await signIn(portico) // the wallet signs the EIP-4361 message
 */
export function signIn(p: Portico): Promise<SiwxSession | undefined> {
  return runAction(p, async (p) => {
    const siwx = siwxConfigOf(p)
    const account = activeSignInAccount(p)
    const provider = p.walletSessions.byNamespace.get(account.namespace)?.provider
    if (!p.$network.get().caipNetwork || (!provider && !siwx.signMessage)) throw siwxError('SIWX_NO_NETWORK')

    setSiwxState(p, { status: 'pending', error: undefined, message: undefined })
    showSnackbar(p, { variant: 'loading', ...noticeFor(SIWX_MESSAGES, 'AUTHENTICATING'), autoClose: false })
    try {
      const message = await siwx.createMessage({ accountAddress: account.address, chainId: account.caipNetworkId })
      setSiwxState(p, { message })
      const text = message.toString()
      const signature = siwx.signMessage
        ? await siwx.signMessage({ message: text, chainId: account.caipNetworkId, accountAddress: account.address })
        : await signWithAdapter(p, provider!, account, text)
      const session: SiwxSession = { data: dataOf(message), message: text, signature }
      await siwx.addSession(session)
      setSiwxState(p, { status: 'success', awaiting: undefined })
      hideSnackbar(p)
      close(p)
      return session
    } catch (cause) {
      const declined = isUserRejection(cause)
      const error = declined ? siwxError('SIGNATURE_DECLINED', { cause }) : toPorticoError(cause)
      setSiwxState(p, { status: 'error', error })
      showSnackbar(p, { variant: 'error', ...noticeOf(error) })
      if (!declined) throw error
      open(p, { view: 'SIWXSignMessage' })
      return undefined
    }
  })
}

/** The error codes `signIn` can throw. */
export type SignInErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'INVALID_PARAMETER'
  | 'SIGNATURE_DECLINED'
  | 'SIWX_NOT_ENABLED'
  | 'SIWX_NO_ADDRESS'
  | 'SIWX_NO_NETWORK'
  | 'SIWX_UNSUPPORTED_NAMESPACE'
  | 'USER_REJECTED'
