/**
 * The error codes a request to one of Portico's services (the catalogue, the blockchain API, analytics) or to a
 * chain's RPC can fail with: an error status, an answer that is not the expected one, a request aborted, unreachable
 * or too slow, an RPC error. The error types of the actions that ask a service name it instead of repeating its codes.
 */
export type ServiceErrorType =
  | 'HTTP_STATUS'
  | 'INVALID_RESPONSE'
  | 'REQUEST_ABORTED'
  | 'REQUEST_FAILED'
  | 'REQUEST_TIMEOUT'
  | 'RPC_ERROR'
