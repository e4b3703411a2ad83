import { encode } from 'uqr'
import { qrPath } from './qrPath'
import { qrPenalty } from './qrPenalty'

/** A QR code to draw: its width in modules and its SVG path. */
export interface QrDrawing {
  size: number
  path: string
}

/** How many codes are kept: the pairing link shown, the one drawn ahead to replace it, and a receive address. */
const KEPT = 4
const drawn = new Map<string, QrDrawing>()

const keyOf = (value: string, withLogo: boolean) => `${withLogo ? 'Q' : 'M'}${value}`
/** `withLogo` encodes at level Q, which restores up to a quarter of the code: a logo over its centre covers under a
 * tenth of it. */
const eccOf = (withLogo: boolean) => (withLogo ? 'Q' : 'M')

function keep(key: string, drawing: QrDrawing): QrDrawing {
  drawn.set(key, drawing)
  for (const oldest of drawn.keys()) if (drawn.size > KEPT) drawn.delete(oldest)
  return drawing
}

/**
 * Encodes `value` as a QR code and draws its path, once per value: choosing the code's mask costs tens of ms (and
 * more before the encoder is warm), so a link drawn ahead (`drawQrAhead`) shows at once.
 *
 * @example const { size, path } = qrDrawing('wc:7f6e…@2?relay-protocol=irn&symKey=…', true)
 */
export function qrDrawing(value: string, withLogo: boolean): QrDrawing {
  const key = keyOf(value, withLogo)
  const kept = drawn.get(key)
  if (kept) return kept
  const { size, data } = encode(value, { ecc: eccOf(withLogo), border: 0 })
  return keep(key, { size, path: qrPath(data) })
}

/**
 * The work of `qrDrawing` in nine slices, one per `next()`: the code encoded with each of its eight masks and scored
 * (the lowest score wins, the first of equals, as in the encoder's own choice), then its path drawn. The result is
 * the drawing `qrDrawing` makes.
 *
 * @example const slices = qrDrawingSlices(link, true); let step = slices.next(); while (!step.done) step = slices.next()
 */
export function* qrDrawingSlices(value: string, withLogo: boolean): Generator<void, QrDrawing, void> {
  let best: { penalty: number; data: boolean[][] } | undefined
  for (let mask = 0; mask < 8; mask++) {
    const { data } = encode(value, { ecc: eccOf(withLogo), border: 0, maskPattern: mask })
    const penalty = qrPenalty(data)
    if (!best || penalty < best.penalty) best = { penalty, data }
    yield
  }
  const { data } = best!
  return { size: data.length, path: qrPath(data) }
}

/**
 * Draws `value`'s QR code ahead, one slice (`qrDrawingSlices`) per task that `schedule` runs, so the main thread is
 * never held for the whole encoding (over 100 ms on a phone when the encoder is cold): a tap that lands meanwhile is
 * answered between two slices. `qrDrawing` then returns the drawing at once. Returns its cancel.
 *
 * @example const cancel = drawQrAhead(link, true, (task) => idle(task))
 */
export function drawQrAhead(value: string, withLogo: boolean, schedule: (task: () => void) => () => void): () => void {
  const key = keyOf(value, withLogo)
  if (drawn.has(key)) return () => {}
  const slices = qrDrawingSlices(value, withLogo)
  let cancel = () => {}
  const step = () => {
    const { done, value: drawing } = slices.next()
    if (done) keep(key, drawing)
    else cancel = schedule(step)
  }
  cancel = schedule(step)
  return () => cancel()
}
