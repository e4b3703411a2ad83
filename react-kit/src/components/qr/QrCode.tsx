import { useMemo, type ReactNode } from 'react'
import * as styles from './QrCode.css'
import { qrDrawing } from './qrDrawing'

export interface QrCodeProps {
  /** The text to encode (a pairing link). */
  value: string
  /** What the code is for ("QR code to connect with your phone's wallet"). */
  label: string
  /** A logo over the code's centre (the wallet's, or WalletConnect's); the code is then encoded to survive it. */
  logo?: ReactNode
}

/**
 * An SVG QR code drawn in `--portico-qr-color` on a light frame. Not accessible on its own:
 * show it through `QrWithAlternatives`, which adds copy and open links.
 */
export function QrCode({ value, label, logo }: QrCodeProps) {
  const withLogo = Boolean(logo)
  const { size, path } = useMemo(() => qrDrawing(value, withLogo), [value, withLogo])
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
      {logo ? (
        <span className={styles.logo} aria-hidden="true">
          {logo}
        </span>
      ) : null}
    </div>
  )
}
