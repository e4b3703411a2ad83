import { CORE_MESSAGES, fillMessage, type CoreErrorCode, type MessageParams } from './messages'
import { PorticoError } from './PorticoError'

const invalid = (name: string, reason: string) => new PorticoError('INVALID_PARAMETER', { params: { name, reason } })

/**
 * The core's message for `code`, its placeholders filled.
 *
 * @example formatMessage('NOT_CONNECTED', { namespace: 'eip155' }) // 'No wallet connected for eip155'
 */
export function formatMessage(code: CoreErrorCode, params?: MessageParams): string {
  if (typeof code !== 'string' || !Object.hasOwn(CORE_MESSAGES, code))
    throw invalid('code', 'must be a core error code')
  if (params !== undefined && (typeof params !== 'object' || params === null))
    throw invalid('params', 'must be an object')
  return fillMessage(CORE_MESSAGES[code], params)
}
