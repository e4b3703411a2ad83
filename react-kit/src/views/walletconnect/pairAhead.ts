import type { Connector, Portico } from '@portico/sdk'
import { drawQrAhead } from '../../components/qr/qrDrawing'

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
 * Gets WalletConnect's QR ready while the modal is open: once the browser is idle (the view that leads to the QR has
 * drawn its first frames), asks the SDK for a pairing link (`prepare`), and draws each link it makes as a QR code,
 * in slices while the browser is idle (`drawQrAhead`), so the WalletConnect view shows its code in the frame after the tap. A failed
 * `prepare` is met again, and shown, by the connection the QR view starts.
 *
 * @example pairAhead(portico, findConnector(portico, { id: 'walletConnect' }))
 */
export function pairAhead(portico: Portico, walletConnect: Connector): void {
  idle(() => walletConnect.prepare?.().catch(() => undefined))
  if (drawing.has(portico) || !portico.$modal.get().open) return
  drawing.add(portico)
  let drawn: string | undefined
  let cancel = () => {}
  const draw = () => {
    const { uri } = portico.$connection.get().pairing
    if (!uri || uri === drawn) return
    drawn = uri
    cancel()
    // The WalletConnect views draw their link with a logo over it; one slice of the encoding per idle callback.
    cancel = drawQrAhead(uri, true, idle)
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
