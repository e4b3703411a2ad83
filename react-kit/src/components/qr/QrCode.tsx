import { useMemo } from 'react'
import { encode } from 'uqr'
import * as styles from './QrCode.css'
import { qrPath } from './qrPath'

export interface QrCodeProps {
  /** The text to encode (a pairing link). */
  value: string
  /** What the code is for ("QR code to connect with your phone's wallet"). */
  label: string
}

/**
 * An SVG QR code drawn in `--portico-qr-color` on a light frame. Not accessible on its own:
 * show it through `QrWithAlternatives`, which adds copy and open links.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { size, data } = encode(value, { ecc: 'M', border: 0 })
    return { size, path: qrPath(data) }
  }, [value])
  return (
    <div className={styles.frame}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className={styles.code}
      >
        <path d={path} fill="currentColor" />
      </svg>
    </div>
  )
}
