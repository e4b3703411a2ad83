export { CORE_MESSAGES, fillMessage, type CoreErrorCode, type MessageParams } from './messages'
export { formatMessage } from './formatMessage'
export { ERROR_MESSAGES, MESSAGE_TABLES, type ErrorCode } from './catalogue'
export { errorFactory } from './errorFactory'
export {
  PorticoError,
  isPorticoError,
  errorMessage,
  type ErrorCategory,
  type PorticoErrorOptions,
  type TemplatedErrorOptions,
} from './PorticoError'
export { isUserRejection } from './isUserRejection'
export { noticeFor, noticeOf, type Notice } from './notice'
