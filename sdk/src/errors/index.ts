export { ERROR_MESSAGES, SERVER_MESSAGE_ALERTS, formatMessage, type ErrorCode } from './messages'
export { PorticoError, isPorticoError, errorMessage, type ErrorCategory, type PorticoErrorOptions } from './PorticoError'
export { isUserRejection } from './isUserRejection'
