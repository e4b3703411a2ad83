// The page's status live region, and the wrapper every user action runs in.
import { errorMessage } from '@portico/sdk'
import { byId } from './dom'

/** Announces progress in the page's status live region. */
export function say(text: string): void {
  byId('status').textContent = text
}

/**
 * The first reason of a failure: viem wraps a wallet's error without an EIP-1193 code as 'An unknown RPC error
 * occurred.', so the innermost `cause` (the wallet's own message, e.g. the frame's 'User rejected the request') is shown.
 */
function reasonOf(error: unknown): string {
  let reason: unknown = error
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause
  return errorMessage(reason)
}

/** Shows a failure in the status region. */
export function fail(error: unknown): void {
  say(`Failed: ${reasonOf(error)}`)
}

/**
 * Runs a user action with a status line before and after; a failure is shown, never hidden. When the action
 * replaced the section the user was in, `focusAfter` names the heading that receives the keyboard focus.
 * `done` may be computed from the action's result.
 */
export async function run<T>(
  pending: string,
  done: string | ((result: T) => string),
  action: () => Promise<T>,
  focusAfter?: string,
): Promise<void> {
  say(pending)
  try {
    const result = await action()
    say(typeof done === 'string' ? done : done(result))
    if (focusAfter) byId(focusAfter).focus()
  } catch (error) {
    fail(error)
  }
}
