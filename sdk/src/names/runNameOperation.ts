import { parseNameError } from '../api/names/nameError'
import { isHttpError } from '../api/http/HttpError'
import { NAMES_NAMESPACES } from '../constants'
import type { WritablePortico } from '../portico/types'
import { onSupportedNetwork, type ServedAnswer } from '../api/instance/onSupportedNetwork'
import type { BlockchainClient } from '../api/blockchain'
import { namesError, type NAMES_MESSAGES } from './messages'
import type { NameFailure, NameOperation } from './types'
import { noticeOf } from '../errors/notice'
import { namesStore } from './namesStore'

/**
 * Runs one name-service call with its status in `$names`: skipped with `empty` (`served: false`, never to be
 * cached) off eip155 or on a network the service does not support. A failure records the message to show (the service's first reason description, else
 * the catalogue message of `code`) and is thrown as a PorticoError of `code`.
 */
export async function runNameOperation<T>(
  p: WritablePortico,
  operation: NameOperation,
  code: keyof typeof NAMES_MESSAGES,
  empty: T,
  run: (blockchain: BlockchainClient) => Promise<T>,
): Promise<ServedAnswer<T>> {
  const setStatus = (status: 'pending' | 'success' | 'error', error?: NameFailure) => {
    const state = namesStore(p).get()
    namesStore(p).set({ ...state, error, status: { ...state.status, [operation]: status } })
  }
  const namespace = p.$network.get().caipNetwork?.chainNamespace
  if (!namespace || !NAMES_NAMESPACES.includes(namespace)) return { served: false, value: empty }
  setStatus('pending')
  try {
    const result = await onSupportedNetwork(p, empty, run)
    setStatus('success')
    return result
  } catch (cause) {
    const failure = namesError(code, { category: 'API_ERROR', cause })
    setStatus('error', { ...noticeOf(failure), reason: isHttpError(cause) ? parseNameError(cause.body) : undefined })
    throw failure
  }
}
