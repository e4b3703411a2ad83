import type { Portico } from '@portico/sdk'
import { qrDrawing } from '../../components/qr/qrDrawing'

const drawing = new WeakSet<Portico>()

/** Runs `task` when the browser is idle (after the current task where it has no idle callback); returns its cancel. */
function idle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task)
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 0)
  return () => clearTimeout(timer)
}

/**
 * Draws each pairing link the SDK makes ahead as a QR code while the modal is open, when the browser is idle, so
 * the WalletConnect view shows its code in the frame after the tap. Once per instance until the modal closes.
 *
 * @example drawPairingAhead(portico)
 */
export function drawPairingAhead(portico: Portico): void {
  if (drawing.has(portico) || !portico.$modal.get().open) return
  drawing.add(portico)
  let drawn: string | undefined
  let cancel = () => {}
  const draw = () => {
    const { uri } = portico.$connection.get().pairing
    if (!uri || uri === drawn) return
    drawn = uri
    cancel()
    // The WalletConnect views draw their link with a logo over it.
    cancel = idle(() => qrDrawing(uri, true))
  }
  draw()
  const stopPairing = portico.$connection.listen(draw)
  const stopModal = portico.$modal.listen(({ open }) => {
    if (open) return
    cancel()
    stopPairing()
    stopModal()
    drawing.delete(portico)
  })
}
