import { useEffect, useRef, useState } from 'react'
import { LiveRegion } from '../live/LiveRegion'
import { SECOND_MS, isAnnouncedStep, remainingSeconds } from './remainingSeconds'

/** Default gap between spoken updates: often enough to be useful, rare enough not to talk over the user. */
export const COUNTDOWN_ANNOUNCE_STEP_S = 30

export interface CountdownProps {
  /** When the time runs out, in ms since the epoch (a pairing link's expiry). */
  expiresAt: number
  /** The text for a number of seconds, from the message catalogue ("Link expires in {time}", the seconds as 3:59). */
  format: (seconds: number) => string
  /** Seconds between polite announcements (and at zero). Default 30. */
  announceStepSeconds?: number
  /** Called once when the time runs out. */
  onExpire?: () => void
}

/**
 * The seconds left, shown every second and announced politely only at coarse steps: a screen reader
 * that read every tick would never let the user do anything else.
 */
export function Countdown({
  expiresAt,
  format,
  announceStepSeconds = COUNTDOWN_ANNOUNCE_STEP_S,
  onExpire,
}: CountdownProps) {
  const [seconds, setSeconds] = useState(() => remainingSeconds(expiresAt, Date.now()))
  const [announcement, setAnnouncement] = useState({ message: '', id: 0 })
  // The latest callbacks, read when due: a new function identity must not restart the clock.
  const latest = useRef({ format, onExpire })
  useEffect(() => {
    latest.current = { format, onExpire }
  }, [format, onExpire])

  useEffect(() => {
    let previous = remainingSeconds(expiresAt, Date.now())
    setSeconds(previous)
    if (previous === 0) return
    const timer = setInterval(() => {
      const next = remainingSeconds(expiresAt, Date.now())
      if (next === previous) return
      previous = next
      setSeconds(next)
      if (isAnnouncedStep(next, announceStepSeconds)) {
        setAnnouncement((last) => ({ message: latest.current.format(next), id: last.id + 1 }))
      }
      if (next === 0) {
        clearInterval(timer)
        latest.current.onExpire?.()
      }
    }, SECOND_MS)
    return () => clearInterval(timer)
  }, [expiresAt, announceStepSeconds])

  return (
    <>
      <time dateTime={`PT${seconds}S`}>{format(seconds)}</time>
      <LiveRegion message={announcement.message} announcementId={announcement.id} />
    </>
  )
}
