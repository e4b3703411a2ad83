/**
 * How badly a QR code's modules read (the mask penalty of ISO/IEC 18004, §7.8.3): the encoder draws the code with
 * each of its eight masks and keeps the one with the lowest score. It scores as the encoder (uqr) does, so a mask
 * chosen here is the one the encoder would choose.
 * - in a row or a column, a run of five modules of one colour costs 3, and 1 more per module past five;
 * - each 2×2 block of one colour costs 3;
 * - each finder-like pattern (dark, light, dark ×3, light, dark: 1:1:3:1:1) with four light modules on one side (the
 *   quiet zone around the code counts as light) costs 40, per side;
 * - the share of dark modules costs 10 per 5 % it strays from half (the first 5 % free).
 *
 * @example qrPenalty(encode(link, { border: 0, maskPattern: 3 }).data) // 412
 */
export function qrPenalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length
  let penalty = 0
  let dark = 0
  for (let i = 0; i < size; i++) {
    penalty += linePenalty(size, (k) => modules[i]![k]!)
    penalty += linePenalty(size, (k) => modules[k]![i]!)
  }
  for (let y = 0; y < size; y++) {
    const row = modules[y]!
    for (let x = 0; x < size; x++) {
      if (row[x]) dark++
      if (x === size - 1 || y === size - 1) continue
      const below = modules[y + 1]!
      if (row[x] === row[x + 1] && row[x] === below[x] && row[x] === below[x + 1]) penalty += 3
    }
  }
  const total = size * size
  return penalty + (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10
}

/** The runs and finder-like patterns of one row or column, whose module `k` is `at(k)`. */
function linePenalty(size: number, at: (k: number) => boolean): number {
  let penalty = 0
  // The line's runs, alternating colours from a light one that includes the quiet zone before the line (`size`
  // modules wide, as wide as the pattern rule ever needs).
  const runs = [size]
  let colour = false
  let run = 0
  for (let k = 0; k < size; k++) {
    const module = at(k)
    if (module === colour) {
      run++
      runs[runs.length - 1]!++
    } else {
      run = 1
      runs.push(1)
      colour = module
    }
    if (run === 5) penalty += 3
    else if (run > 5) penalty += 1
  }
  // The quiet zone after the line.
  if (colour) runs.push(size)
  else runs[runs.length - 1]! += size
  // Each light run (even index) closes the pattern of the six runs before it.
  for (let i = 6; i < runs.length; i += 2) penalty += 40 * finderLike(runs, i)
  return penalty
}

/** 0, 1 or 2: whether the runs up to the light run `i` end in a finder-like pattern, light enough on each side. */
function finderLike(runs: readonly number[], i: number): number {
  const n = runs[i - 1]!
  const after = runs[i]!
  const before = runs[i - 6]!
  const core = runs[i - 2] === n && runs[i - 3] === 3 * n && runs[i - 4] === n && runs[i - 5] === n
  if (!core) return 0
  return (after >= 4 * n && before >= n ? 1 : 0) + (before >= 4 * n && after >= n ? 1 : 0)
}
