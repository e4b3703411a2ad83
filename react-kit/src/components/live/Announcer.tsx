import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useIsClient } from '../dialog/useIsClient'
import { KEEP_REACHABLE_ATTRIBUTE } from '../dialog/keepReachable'
import { LiveRegion, type Politeness } from './LiveRegion'

type Announce = (message: string, politeness?: Politeness) => void

const AnnounceContext = createContext<Announce | null>(null)

interface Announcement {
  message: string
  id: number
}

export interface AnnouncerProps {
  children?: ReactNode
  /** Where the regions are portalled; default `document.body`. */
  container?: Element | null
}

/**
 * Holds one polite and one assertive live region for the kit, always mounted, and gives
 * `useAnnounce()` to everything inside. The regions sit in a portal marked to stay reachable
 * while a modal dialog makes the rest of the page inert, so announcements made from the
 * dialog are read.
 */
export function Announcer({ children, container }: AnnouncerProps) {
  const isClient = useIsClient()
  const [polite, setPolite] = useState<Announcement>({ message: '', id: 0 })
  const [assertive, setAssertive] = useState<Announcement>({ message: '', id: 0 })

  const announce = useCallback<Announce>((message, politeness = 'polite') => {
    const set = politeness === 'assertive' ? setAssertive : setPolite
    set((previous) => ({ message, id: previous.id + 1 }))
  }, [])

  const regions = (
    <div {...{ [KEEP_REACHABLE_ATTRIBUTE]: '' }}>
      <LiveRegion message={polite.message} announcementId={polite.id} politeness="polite" />
      <LiveRegion message={assertive.message} announcementId={assertive.id} politeness="assertive" />
    </div>
  )

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      {isClient ? createPortal(regions, container ?? document.body) : null}
    </AnnounceContext.Provider>
  )
}

/** Announces a message through the nearest `Announcer` (errors: `announce(text, 'assertive')`). */
export function useAnnounce(): Announce {
  const announce = useContext(AnnounceContext)
  if (!announce) throw new Error('useAnnounce must be used inside <Announcer>')
  return announce
}
