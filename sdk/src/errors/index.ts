export { CORE_MESSAGES, fillMessage, type CoreErrorCode, type MessageParams } from './messages'
export { formatMessage } from './formatMessage'
// The whole catalogue (ERROR_MESSAGES) is in ../messages, for tests and tooling: it imports every domain's messages,
// and errors/ imports no domain (only the type of its codes).
export type { ErrorCode } from '../messages/catalogue'
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
