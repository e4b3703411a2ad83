// What the user reads for an SDK error or message: the catalogue's text in the shown language, with the values the
// SDK filled in (a status, an address, a wait), never a bare "Something went wrong" when the catalogue knows better.
import { PorticoError, type ErrorCode, type MessageParams } from '@portico/sdk'
import { HttpError } from '@portico/sdk/api'
import { emailWaitNotice } from '@portico/sdk/embedded'
import { ERROR_MESSAGES } from '@portico/sdk/messages'
import { describe, expect, it } from 'vitest'
import { createTranslator } from './translator'
import { en } from './en'
import { de } from './de'
import { shellMessages } from './en/shell'
import { es } from './es'
import { ja } from './ja'
import { alertDetail, coreNotice, errorText, noticeText } from './noticeText'

// As the shell has them: a loaded catalogue (see useCatalogue), and the shell's own part.
const loaded = (messages: Parameters<typeof createTranslator>[0], locale: string) =>
  createTranslator(messages, locale).withEnglish(shellMessages)
const english = loaded(en, 'en')
const german = loaded(de, 'de')
const spanish = loaded(es, 'es')
const japanese = loaded(ja, 'ja')
// Plain English, as the modal's shell has it: no catalogue loaded, the shell's part only.
const plainEnglish = createTranslator({}, 'en').withEnglish(shellMessages)

/** An error of any SDK code as its thrower builds it: its table's message, filled. */
const sdkError = (code: ErrorCode, params?: MessageParams) =>
  new PorticoError(code, { params, template: ERROR_MESSAGES[code] })

/** The codes a user can meet in a view (send, swap, buy, names, sign-in, connect, account, embedded wallet). */
const USER_FACING: ErrorCode[] = [
  'HTTP_STATUS',
  'REQUEST_FAILED',
  'REQUEST_TIMEOUT',
  'REQUEST_ABORTED',
  'INVALID_RESPONSE',
  'RPC_ERROR',
  'INVALID_OPTIONS',
  'INVALID_ADDRESS',
  'INVALID_CAIP_ADDRESS',
  'INVALID_AMOUNT',
  'TRANSACTION_FAILED',
  'TOKEN_REQUIRED',
  'AMOUNT_AND_RECEIVER_REQUIRED',
  'UNSUPPORTED_CHAIN',
  'NETWORK_NOT_FOUND',
  'SWAP_UNSUPPORTED',
  'GAS_PRICE_UNSUPPORTED',
  'NOT_CONNECTED',
  'NO_ACCOUNTS',
  'CONNECTOR_NOT_FOUND',
  'CONNECTOR_NO_PROVIDER',
  'WALLET_FEATURE_MISSING',
  'SWITCH_IN_WALLET',
  'WALLETCONNECT_CHAIN_NOT_APPROVED',
  'DISCONNECT_FAILED',
  'DISCONNECT_CHAINS_FAILED',
  'NAME_CONNECTOR_NOT_FOUND',
  'NAME_REGISTER_FAILED',
  'SIWX_NO_ADDRESS',
  'SIWX_NO_NETWORK',
  'SIWX_INVALID_SIGNATURE',
  'SIWX_UNSUPPORTED_NAMESPACE',
  'SIWX_OTHER_APP',
  'SIWX_UNKNOWN_NETWORK',
  'SIWX_NOT_CURRENT',
  'SIWX_NONCE_USED',
  'SIWX_CHECK_UNAVAILABLE',
  'SIGNATURE_DECLINED',
  'INVALID_EMAIL',
  'INVALID_REQUEST',
  'EMAIL_RATE_LIMITED',
  'ACTION_NOT_ALLOWED',
  'RPC_NOT_ALLOWED',
]

describe('errorText', () => {
  it('says a failing service is not answering, never its status, URL or raw answer', () => {
    const t = english
    for (const error of [
      sdkError('HTTP_STATUS', { status: 500 }),
      sdkError('REQUEST_FAILED', { url: 'http://127.0.0.1:9/v1', reason: 'Failed to fetch' }),
      sdkError('REQUEST_TIMEOUT', { ms: 10000 }),
      sdkError('INVALID_RESPONSE', { field: 'body', reason: 'malformed JSON' }),
    ])
      expect(errorText(t, error)).toBe('The service is not answering right now')
  })

  it('has a catalogue text for every code a user can meet in a view', () => {
    for (const code of USER_FACING) expect(Object.keys(en.errors), code).toContain(code)
  })

  it('says so in the shown language when the service fails with an HTTP status', () => {
    expect(errorText(english, new HttpError(503, 'busy'))).toBe('The service is not answering right now')
    expect(errorText(german, new HttpError(503, 'busy'))).toBe('Der Dienst antwortet gerade nicht')
    expect(errorText(japanese, new HttpError(404, ''))).toBe('サービスが現在応答していません')
  })

  it('fills every value the SDK put in the message', () => {
    const invalid = sdkError('INVALID_ADDRESS', { namespace: 'eip155', address: '0x12' })
    expect(errorText(spanish, invalid)).toBe('Dirección de eip155 no válida 0x12')
    const failed = sdkError('TRANSACTION_FAILED', { signature: '0xabc', reason: 'reverted' })
    expect(errorText(german, failed)).toBe('Transaktion 0xabc fehlgeschlagen: reverted')
    const options = new PorticoError('INVALID_OPTIONS', { params: { field: 'send.amount', reason: 'not a number' } })
    expect(errorText(english, options)).toBe('Invalid option send.amount: not a number')
  })

  it('says the user declined when the wallet refused with 4001, however the SDK wrapped it', () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(errorText(english, declined)).toBe('User rejected the request')
    expect(
      errorText(german, new PorticoError('ACTION_FAILED', { params: { message: 'declined' }, cause: declined })),
    ).toBe('Der Benutzer hat die Anfrage abgelehnt')
  })

  it('says "Something went wrong" for what the catalogue does not know, never the raw message', () => {
    expect(errorText(german, new Error('socket hang up at Object.<anonymous> (x.js:1:1)'))).toBe(
      de.errors.SOMETHING_WENT_WRONG,
    )
    expect(errorText(english, new PorticoError('ACTION_FAILED', { params: { message: 'raw wallet text' } }))).toBe(
      'Something went wrong',
    )
  })
})

describe('noticeText', () => {
  it('translates a snackbar or alert notice by its code, values included', () => {
    expect(noticeText(japanese, { code: 'SIWX_INIT_FAILED', message: 'x' })).toBe(ja.errors.SIWX_INIT_FAILED)
    expect(
      noticeText(german, {
        code: 'INVALID_AMOUNT',
        params: { amount: 5, reason: 'zu hoch' },
        message: 'Invalid amount 5: zu hoch',
      }),
    ).toBe('Ungültiger Betrag 5: zu hoch')
    expect(noticeText(spanish, { code: 'SESSION_EXPIRED', message: 'Session Expired' })).toBe(es.errors.SESSION_EXPIRED)
  })

  it('says the service is not answering for a service code, and something went wrong for a developer code', () => {
    expect(noticeText(german, { code: 'HTTP_STATUS', params: { status: 500 }, message: 'HTTP status code 500' })).toBe(
      de.shell.common.serviceUnavailable,
    )
    expect(noticeText(german, { code: 'ACTION_FAILED', params: { message: 'raw' }, message: 'raw' })).toBe(
      de.errors.SOMETHING_WENT_WRONG,
    )
  })

  it("shows an app's own notice (no code) as it was given", () => {
    expect(noticeText(german, { message: 'Saved your settings' })).toBe('Saved your settings')
  })
})

describe('in plain English (no catalogue loaded)', () => {
  it("shows the SDK's message, which is the catalogue's text, with its values", () => {
    expect(errorText(plainEnglish, new HttpError(503, 'busy'))).toBe('The service is not answering right now')
    const invalid = sdkError('INVALID_ADDRESS', { namespace: 'eip155', address: '0x12' })
    expect(errorText(plainEnglish, invalid)).toBe(errorText(english, invalid))
    expect(errorText(plainEnglish, invalid)).toBe('Invalid eip155 address 0x12')
  })

  it('still says "Something went wrong" for a message meant for the developer, and that the user declined', () => {
    expect(errorText(plainEnglish, new PorticoError('ACTION_FAILED', { params: { message: 'raw wallet text' } }))).toBe(
      'Something went wrong',
    )
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(errorText(plainEnglish, declined)).toBe('User rejected the request')
  })

  it("shows a notice the SDK gives with live values (the e-mail wait) in the SDK's English, or translated", () => {
    expect(noticeText(plainEnglish, emailWaitNotice(42))).toBe('Please try again after 42 seconds')
    expect(noticeText(german, emailWaitNotice(42))).toContain('42')
    expect(noticeText(german, emailWaitNotice(42))).not.toContain('Please')
  })

  it("shows a core message the kit asks for by code in the SDK's English, or translated", () => {
    expect(noticeText(plainEnglish, coreNotice('SOMETHING_WENT_WRONG'))).toBe('Something went wrong')
    expect(noticeText(german, coreNotice('SOMETHING_WENT_WRONG'))).toBe(de.errors.SOMETHING_WENT_WRONG)
  })

  it('shows snackbar and alert messages as written, and the longer explanation under an alert', () => {
    expect(noticeText(plainEnglish, { code: 'SESSION_EXPIRED', message: 'Session Expired' })).toBe('Session Expired')
    expect(alertDetail(plainEnglish, { code: 'SESSION_EXPIRED', message: 'Session Expired' })).toBe(
      en.shell.alertDetails.SESSION_EXPIRED,
    )
    expect(alertDetail(plainEnglish, { message: 'Saved' })).toBeUndefined()
  })
})
