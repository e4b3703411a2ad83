import { PAIRING_EXPIRY_MARGIN_MS } from '../constants'
import { resetPairing } from '../connect/resetPairing'
import { setPairingStatus } from '../connect/setPairingStatus'
import { setPairingUri } from '../connect/setPairingUri'
import type { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import { PAIRING_REFRESH_TIMER } from './constants'
import { isProposalRefused } from './isProposalRefused'
import type { Session, UniversalProvider } from './loadUniversalProvider'
import { requestError } from '../errors/requestMessages'
import { connectError } from '../connect/messages'

/** A pairing in progress: the session it resolves with, and how to abandon it. */
export interface PendingPairing {
  session: Promise<Session>
  cancel(error: PorticoError): void
}

/**
 * Proposes a session (`request`: a plain proposal, or a one-click sign-in) and keeps a live pairing link in the pairing store until a wallet approves:
 * - each link the provider shows (`display_uri`) is set with its expiry, status `connecting`;
 * - when the wallet rejects, or the link comes within PAIRING_EXPIRY_MARGIN_MS of its expiry (a platform
 *   timer), a fresh proposal makes a fresh link;
 * - any proposal the wallet approves wins (an older link scanned late too): status `connected`;
 * - resetting the pairing link, closing the modal it was shown in, or `cancel` abandons it ('Request was
 *   aborted'), and any other failure is passed on.
 */
export function pairUntilApproved(
  p: Portico,
  provider: UniversalProvider,
  request: () => Promise<Session | undefined>,
): PendingPairing {
  let cancel: (error: PorticoError) => void = () => {}
  const session = new Promise<Session>((resolve, reject) => {
    let attempt = 0
    let finished = false
    let shown = false
    const modalWasOpen = p.$modal.get().open

    const finish = (settle: () => void) => {
      if (finished) return
      finished = true
      p.timers.cancel(PAIRING_REFRESH_TIMER)
      provider.removeListener('display_uri', onUri)
      stopWatchingPairing()
      stopWatchingModal()
      settle()
    }
    const abandon = (error: PorticoError) =>
      finish(() => {
        resetPairing(p)
        reject(error)
      })
    cancel = abandon

    function onUri(uri: unknown) {
      if (typeof uri !== 'string' || finished) return
      shown = true
      setPairingUri(p, uri)
      setPairingStatus(p, 'connecting')
      const expiry = p.$connection.get().pairing.expiry ?? p.platform.now()
      p.timers.schedule(PAIRING_REFRESH_TIMER, expiry - PAIRING_EXPIRY_MARGIN_MS - p.platform.now(), propose)
    }

    function propose() {
      const current = ++attempt
      request().then(
        (approved: Session | undefined) => {
          if (!approved) return abandon(connectError('NO_ACCOUNTS'))
          finish(() => {
            setPairingStatus(p, 'connected')
            resolve(approved)
          })
        },
        (error: unknown) => {
          if (finished || current !== attempt) return
          if (isProposalRefused(error)) propose()
          else finish(() => reject(error))
        },
      )
    }

    provider.on('display_uri', onUri)
    const stopWatchingPairing = p.$connection.listen((state) => {
      if (shown && !state.pairing.uri) abandon(requestError('REQUEST_ABORTED'))
    })
    const stopWatchingModal = p.$modal.listen((modal) => {
      if (modalWasOpen && !modal.open) abandon(requestError('REQUEST_ABORTED'))
    })
    propose()
  })
  return { session, cancel: (error) => cancel(error) }
}
