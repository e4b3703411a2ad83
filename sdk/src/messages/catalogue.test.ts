import { describe, expect, it } from 'vitest'
import { SERVER_MESSAGE_ALERTS } from '../embedded/messages'
import { ERROR_MESSAGES, MESSAGE_TABLES, type ErrorCode } from './catalogue'
import { formatMessage } from '../errors/formatMessage'
import { CORE_MESSAGES, fillMessage } from '../errors/messages'

// The product spec §8, copied word for word. A change to a message must be a change to the spec.
const SPEC_MESSAGES: [ErrorCode, string][] = [
  // Thrown errors
  ['GAS_PRICE_UNSUPPORTED', 'Network not supported for Gas Price'],
  ['SWAP_UNSUPPORTED', 'Network not supported for Swaps'],
  ['NETWORK_NOT_FOUND', 'Network not found'],
  ['NAME_CONNECTOR_NOT_FOUND', 'Address or auth connector not found'],
  ['UNSUPPORTED_CHAIN', 'Unsupported chain'],
  ['TOKEN_REQUIRED', 'A token is required'],
  ['AMOUNT_AND_RECEIVER_REQUIRED', 'An amount and receiver address are required'],
  ['CHAIN_REQUIRED_FOR_ACCOUNT_DATA', 'Chain is required to update chain account data'],
  ['CHAIN_REQUIRED_FOR_ACCOUNT_PROP', 'Chain is required to set account prop'],
  ['CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found'],
  ['NETWORK_CLIENT_NOT_SET', 'NetworkController client not set'],
  ['CONNECTION_CLIENT_NOT_SET', 'ConnectionController client not set'],
  ['DISCONNECT_FAILED', 'Failed to disconnect'],
  ['DISCONNECT_CHAINS_FAILED', 'Failed to disconnect chains'],
  ['SIWX_NOT_ENABLED', 'SIWX is not enabled'],
  ['SIWX_NO_ADDRESS', 'No ActiveCaipAddress found'],
  ['SIWX_NO_NETWORK', 'No ActiveCaipNetwork or client found'],
  ['SIWX_NO_CONNECTION_CLIENT', 'No ConnectionController client found'],
  // §5 validation message
  ['INVALID_CHAIN_ID', 'Invalid chainId'],
  // Shown to the user
  ['TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
  ['TRANSACTIONS_FETCH_FAILED', 'Failed to fetch transactions'],
  ['NAME_RESOLVE_FAILED', 'Error resolving name'],
  ['NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions'],
  ['NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address'],
  ['NAME_REGISTER_FAILED', 'Error registering name {name}'],
  ['SIWX_INIT_FAILED', 'A problem occurred while trying initialize authentication'],
  ['SIGNATURE_DECLINED', 'Signature declined'],
  ['SMART_ACCOUNT_UNSUPPORTED', 'This application might not support Smart Accounts'],
  ['AUTHENTICATING', 'Authenticating...'],
  // Alerts
  ['INVALID_APP_CONFIGURATION', 'Invalid App Configuration'],
  ['ORIGIN_NOT_ALLOWED', 'Origin not found on Allowlist, update configuration'],
  ['NETWORK_NOT_FOUND_ALERT', 'Network Not Found'],
  ['FRAME_LOAD_FAILED', 'Network Error - Could not load embedded wallet'],
  ['FRAME_REQUEST_TIMEOUT', 'Embedded Wallet Request Timed Out'],
  ['SESSION_EXPIRED', 'Session Expired'],
  ['PROJECT_ID_NOT_CONFIGURED', 'Project ID Not Configured'],
  // Other messages
  ['RPC_NOT_ALLOWED', 'Requested RPC call is not allowed'],
  ['ACTION_NOT_ALLOWED', 'Action not allowed'],
  ['EMAIL_RATE_LIMITED', 'Please try again after {seconds} seconds'],
  ['EMAIL_DEPENDENCY_FAILED', 'Unable to load email login dependency'],
  ['FRAME_NOT_SET', 'W3mFrame: iframe is not set'],
  ['FRAME_PARENT_NOT_SET', 'W3mFrame: parent is not set'],
  ['REQUEST_ABORTED', 'Request was aborted'],
  ['SOMETHING_WENT_WRONG', 'Something went wrong'],
  ['AN_ERROR_OCCURRED', 'An error occurred'],
  ['UNKNOWN', 'Unknown error'],
  // §7 HTTP wrapper
  ['HTTP_STATUS', 'HTTP status code {status}'],
]

describe('ERROR_MESSAGES', () => {
  it.each(SPEC_MESSAGES)('%s is the spec’s message %j', (code, message) => {
    expect(ERROR_MESSAGES[code]).toBe(message)
  })

  it('has no message with stray spaces or a trailing full stop (except the spec’s own ellipsis)', () => {
    for (const message of Object.values<string>(ERROR_MESSAGES)) {
      expect(message).toBe(message.trim())
      expect(message.endsWith('.') && !message.endsWith('...')).toBe(false)
    }
  })
})

describe('the message tables', () => {
  it('give each code exactly one message: the core and the domains share none', () => {
    const codes = Object.values(MESSAGE_TABLES).flatMap((table) => Object.keys(table))
    expect(new Set(codes).size).toBe(codes.length)
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...codes].sort())
  })

  it('are gathered word for word into ERROR_MESSAGES', () => {
    for (const table of Object.values(MESSAGE_TABLES))
      for (const [code, message] of Object.entries(table)) expect(ERROR_MESSAGES[code as ErrorCode], code).toBe(message)
  })
})

describe('fillMessage', () => {
  it('fills the placeholders', () => {
    expect(fillMessage(ERROR_MESSAGES.NAME_REGISTER_FAILED, { name: 'portico.reown.id' })).toBe(
      'Error registering name portico.reown.id',
    )
    expect(fillMessage(ERROR_MESSAGES.EMAIL_RATE_LIMITED, { seconds: 30 })).toBe('Please try again after 30 seconds')
  })

  it('leaves a placeholder without a value as written', () => {
    expect(fillMessage(ERROR_MESSAGES.NAME_REGISTER_FAILED)).toBe('Error registering name {name}')
  })
})

describe('formatMessage', () => {
  it('fills the placeholders of a core message', () => {
    expect(formatMessage('NOT_CONNECTED', { namespace: 'eip155' })).toBe('No wallet connected for eip155')
  })

  it('fills every placeholder of a message', () => {
    expect(formatMessage('INVALID_OPTIONS', { field: 'projectId', reason: 'is required' })).toBe(
      'Invalid option projectId: is required',
    )
  })

  it('leaves a placeholder without a value as written', () => {
    expect(formatMessage('CONNECTOR_NOT_FOUND')).toBe('Connector {id} not found')
  })

  it('returns messages without placeholders unchanged', () => {
    expect(formatMessage('NETWORK_NOT_FOUND', { name: 'ignored' })).toBe('Network not found')
  })

  it('knows every core message', () => {
    for (const [code, message] of Object.entries(CORE_MESSAGES))
      expect(formatMessage(code as keyof typeof CORE_MESSAGES), code).toBe(message)
  })
})

describe('SERVER_MESSAGE_ALERTS', () => {
  it('maps the spec’s server messages to their alerts', () => {
    expect(SERVER_MESSAGE_ALERTS).toEqual({
      'Unauthorized: origin not allowed': 'INVALID_APP_CONFIGURATION',
      'JWT validation error: JWT Token is not yet valid': 'SESSION_EXPIRED',
      'Unauthorized: invalid key': 'INVALID_APP_CONFIGURATION',
    })
  })
})
