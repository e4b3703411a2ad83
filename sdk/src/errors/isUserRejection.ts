import { USER_REJECTED_CODES } from '../constants'

/** A user's refusal in words: "User rejected…", or a whole message "Rejected" or "Request rejected" (Keplr, extensions). */
const REJECTION_TEXT = /user (rejected|cancelled|canceled|denied)|^(request )?(rejected|cancell?ed)$/i

/**
 * True when a wallet error means the user declined: code 4001 (EIP-1193) or 5000 (WalletConnect), or a message
 * saying the user rejected, cancelled or denied. Wrapped errors are looked through (`cause`).
 */
export function isUserRejection(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return typeof current === 'string' && REJECTION_TEXT.test(current)
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if ((USER_REJECTED_CODES as readonly unknown[]).includes(code)) return true
    if (typeof message === 'string' && REJECTION_TEXT.test(message)) return true
    current = cause
  }
  return false
}
