/**
 * One SVG path drawing the dark modules of a QR matrix (`matrix[row][column]`, true = dark), one
 * rectangle per horizontal run of dark modules, in module units (use a viewBox of the matrix size).
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (row[x]) x++
      const run = x - start
      parts.push(`M${start} ${y}h${run}v1h-${run}z`)
    }
  })
  return parts.join('')
}
