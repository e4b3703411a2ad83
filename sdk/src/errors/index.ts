export { CORE_MESSAGES, fillMessage, type CoreErrorCode, type MessageParams } from './messages'
export { formatMessage } from './formatMessage'
// errors/ is the ground floor: it imports no other folder, not even a type. Each domain keeps its codes and messages
// beside its code (its `messages.ts`, built with `errorFactory`); `@portico/sdk/messages` gathers them all, with
// `ErrorCode`, their union.
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
