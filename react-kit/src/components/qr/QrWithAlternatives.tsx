import type { ReactNode } from 'react'
import { Button } from '../button/Button'
import * as styles from './QrCode.css'
import { QrCode } from './QrCode'

interface OpenAlternative {
  /** Text of the open button ("Open link"). */
  openLabel: string
  /** Opens the value (the SDK platform's open-link). */
  onOpen: (value: string) => void
}

/** Without `openLabel`/`onOpen` (a value nothing can open, e.g. an address), only the copy alternative is offered. */
type OptionalOpen = OpenAlternative | { openLabel?: undefined; onOpen?: undefined }

export type QrWithAlternativesProps = OptionalOpen & {
  value: string
  /** Accessible name of the QR image. */
  qrLabel: string
  /** Text of the copy button ("Copy link"). */
  copyLabel: string
  /** A longer accessible name for the copy button, when its text alone does not say what is copied. */
  copyAriaLabel?: string
  /** Copies the value (the SDK platform's clipboard). */
  onCopy: (value: string) => void
  /** A logo over the code's centre. */
  logo?: ReactNode
}

/**
 * A QR code always paired with a way to use it without a camera: copy the value, and open it when it is a link
 * something can open.
 */
export function QrWithAlternatives({
  value,
  qrLabel,
  copyLabel,
  copyAriaLabel,
  onCopy,
  openLabel,
  onOpen,
  logo,
}: QrWithAlternativesProps) {
  return (
    <div>
      <QrCode value={value} label={qrLabel} logo={logo} />
      <div className={styles.actions}>
        <Button variant="secondary" aria-label={copyAriaLabel} onClick={() => onCopy(value)}>
          {copyLabel}
        </Button>
        {onOpen ? (
          <Button variant="secondary" onClick={() => onOpen(value)}>
            {openLabel}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
