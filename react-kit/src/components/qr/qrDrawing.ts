import { encode } from 'uqr'
import { qrPath } from './qrPath'

/** A QR code to draw: its width in modules and its SVG path. */
export interface QrDrawing {
  size: number
  path: string
}

/** How many codes are kept: the pairing link shown, the one drawn ahead to replace it, and a receive address. */
const KEPT = 4
const drawn = new Map<string, QrDrawing>()

/**
 * Encodes `value` as a QR code and draws its path, once per value: choosing the code's mask costs tens of ms (and
 * more before the encoder is warm), so a link drawn ahead shows at once. `withLogo` encodes at level Q, which
 * restores up to a quarter of the code: a logo over its centre covers under a tenth of it.
 *
 * @example const { size, path } = qrDrawing('wc:7f6e…@2?relay-protocol=irn&symKey=…', true)
 */
export function qrDrawing(value: string, withLogo: boolean): QrDrawing {
  const key = `${withLogo ? 'Q' : 'M'}${value}`
  const kept = drawn.get(key)
  if (kept) return kept
  const { size, data } = encode(value, { ecc: withLogo ? 'Q' : 'M', border: 0 })
  const drawing = { size, path: qrPath(data) }
  drawn.set(key, drawing)
  for (const oldest of drawn.keys()) if (drawn.size > KEPT) drawn.delete(oldest)
  return drawing
}
