import type { Portico } from '../portico/types'
import { noticeFor } from '../errors/notice'
import { close } from '../modal/close'
import { open } from '../modal/open'
import { popTransaction } from '../modal/popTransaction'
import { push } from '../router/push'
import { pushTransaction } from '../router/pushTransaction'
import type { FrameClient } from './frameClient'
import { CORE_MESSAGES } from '../errors/messages'
import { isUserRejection } from '../errors/isUserRejection'
import { showSnackbar } from '../snackbar/showSnackbar'

/**
 * Runs a request the user approves in the frame: ApproveTransaction is pushed (the modal opens on it when it was
 * closed) and the frame is shown; once the frame answers, the frame hides and the view is popped (or the modal
 * that was opened for it closes). A Reject in the frame shows the 'User rejected the request' snackbar.
 */
export async function withApproval<T>(p: Portico, client: FrameClient, run: () => Promise<T>): Promise<T> {
  const wasOpen = p.$modal.get().open
  if (wasOpen) {
    pushTransaction(p, { goBack: true })
    push(p, { view: 'ApproveTransaction' })
  } else {
    open(p, { view: 'ApproveTransaction' })
  }
  client.show()
  const settle = (outcome: 'success' | 'cancel') => {
    client.hide()
    if (p.$router.get().view !== 'ApproveTransaction') return
    if (wasOpen) popTransaction(p, { outcome })
    else close(p, { force: true })
  }
  try {
    const result = await run()
    settle('success')
    return result
  } catch (error) {
    settle('cancel')
    // The frame hides at once: the modal says what happened, or a Reject would leave the user with nothing.
    if (isUserRejection(error)) showSnackbar(p, { variant: 'error', ...noticeFor(CORE_MESSAGES, 'USER_REJECTED') })
    throw error
  }
}
