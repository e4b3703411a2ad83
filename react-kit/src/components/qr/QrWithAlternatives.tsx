import { Button } from '../button/Button'
import * as styles from './QrCode.css'
import { QrCode } from './QrCode'

export interface QrWithAlternativesProps {
  value: string
  /** Accessible name of the QR image. */
  qrLabel: string
  /** Text of the copy button ("Copy link"). */
  copyLabel: string
  /** Text of the open button ("Open link"). */
  openLabel: string
  /** Copies the value (the SDK platform's clipboard). */
  onCopy: (value: string) => void
  /** Opens the value (the SDK platform's open-link). */
  onOpen: (value: string) => void
}

/** A QR code always paired with the two ways to use it without a camera: copy the link, open the link. */
export function QrWithAlternatives({ value, qrLabel, copyLabel, openLabel, onCopy, onOpen }: QrWithAlternativesProps) {
  return (
    <div>
      <QrCode value={value} label={qrLabel} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onCopy(value)}>
          {copyLabel}
        </Button>
        <Button variant="secondary" onClick={() => onOpen(value)}>
          {openLabel}
        </Button>
      </div>
    </div>
  )
}
