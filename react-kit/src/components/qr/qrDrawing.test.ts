// The QR drawn ahead in slices is the code the encoder draws in one go: for each input below, the mask chosen by
// scoring the eight masks one per slice (`qrPenalty`) is the encoder's own choice (uqr's `encode` without a mask,
// which is what `qrDrawing` drew before the slices), and so is every module.
import { createHash } from 'node:crypto'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { drawQrAhead, qrDrawing, qrDrawingSlices } from './qrDrawing'
import { qrPath } from './qrPath'
import { qrPenalty } from './qrPenalty'

/** 64 hex digits, the same for the same seed (a topic, a key). */
const hex = (seed: number) => createHash('sha256').update(String(seed)).digest('hex')

/** Pairing links as WalletConnect makes them (topic, key, expiry), of several lengths, and other texts a QR carries. */
const inputs = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(
    (seed) => `wc:${hex(seed)}@2?relay-protocol=irn&symKey=${hex(seed + 100)}&expiryTimestamp=17642${seed}7000`,
  ),
  `wc:${hex(9)}@2?expiryTimestamp=1764287000&relay-protocol=irn&symKey=${hex(10)}&methods=wc_sessionAuthenticate`,
  // Links whose code takes a mask other than 2, the encoder's usual choice for a pairing link (5 and 3, 6, 7, 4);
  // with the texts below, every one of the eight masks is chosen at least once.
  ...[65, 3, 31, 351].map((seed) => `wc:${hex(seed)}@2?relay-protocol=irn&symKey=${hex(seed).slice(0, seed % 64)}`),
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'FDDx6HSMvwE2kBEM1jqrk4rYHFoYrYeQ8iA9Ucnkwz1S',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'https://portico.dev',
  'A',
]

/** Runs the slices to the end: the drawing and how many slices it took. */
function runSlices(value: string, withLogo: boolean) {
  const slices = qrDrawingSlices(value, withLogo)
  let count = 1
  let step = slices.next()
  while (!step.done) {
    count++
    step = slices.next()
  }
  return { drawing: step.value, count }
}

describe('the QR drawn in slices', () => {
  it.each(inputs.flatMap((value) => [true, false].map((withLogo) => ({ value, withLogo }))))(
    'is the encoder’s own code for $value (logo: $withLogo), in nine slices',
    ({ value, withLogo }) => {
      const ecc = withLogo ? 'Q' : 'M'
      const own = encode(value, { ecc, border: 0 })
      const scores = Array.from({ length: 8 }, (_, mask) =>
        qrPenalty(encode(value, { ecc, border: 0, maskPattern: mask }).data),
      )
      expect(scores.indexOf(Math.min(...scores))).toBe(own.maskPattern)

      const { drawing, count } = runSlices(value, withLogo)
      expect(count).toBe(9)
      expect(drawing).toEqual({ size: own.size, path: qrPath(own.data) })
    },
  )

  it('drawQrAhead runs one slice per scheduled task, keeps the drawing for qrDrawing, and stops when cancelled', () => {
    const tasks: (() => void)[] = []
    const schedule = (task: () => void) => {
      tasks.push(task)
      return () => tasks.splice(tasks.indexOf(task), 1)
    }
    const [first, second] = inputs
    let ran = 0
    drawQrAhead(first!, true, schedule)
    while (tasks.length > 0) {
      tasks.shift()!()
      ran++
    }
    expect(ran).toBe(9)
    const own = encode(first!, { ecc: 'Q', border: 0 })
    expect(qrDrawing(first!, true)).toEqual({ size: own.size, path: qrPath(own.data) })
    // Drawn already: nothing more to do.
    drawQrAhead(first!, true, schedule)
    expect(tasks).toEqual([])

    const cancel = drawQrAhead(second!, true, schedule)
    tasks.shift()!()
    cancel()
    expect(tasks).toEqual([])
  })
})
