import { visuallyHidden } from '../styles/shared.css'

export type Politeness = 'polite' | 'assertive'

export interface LiveRegionProps {
  /** The text to announce; an empty string announces nothing. */
  message: string
  /** 'polite' waits for a pause (progress, success); 'assertive' interrupts (errors). Default 'polite'. */
  politeness?: Politeness
  /** Changes on every announcement so the same text is read again. */
  announcementId?: number
  /** Show the text instead of hiding it visually. */
  visible?: boolean
}

/**
 * A live region that stays mounted: screen readers only read changes to regions that already exist,
 * so mount it with the view and change `message`, rather than mounting it with the message.
 */
export function LiveRegion({ message, politeness = 'polite', announcementId = 0, visible = false }: LiveRegionProps) {
  return (
    <div
      role={politeness === 'assertive' ? 'alert' : 'status'}
      aria-live={politeness}
      aria-atomic="true"
      className={visible ? undefined : visuallyHidden}
    >
      {message ? <span key={announcementId}>{message}</span> : null}
    </div>
  )
}
