import type { Platform, PlatformFrame } from '../platform/types'
import { browserFrame } from './browserFrame'
import { embeddedError } from './messages'

/** A page is there to put a frame in (read at call time, never at import). */
const inPage = () => typeof document !== 'undefined' && typeof window !== 'undefined'

/** Creates the frame through the platform's seam, else as an iframe of the page; 'W3mFrame: iframe is not set' elsewhere. */
export async function createFrameFor(platform: Platform, url: string): Promise<PlatformFrame> {
  if (platform.createFrame) return platform.createFrame(url)
  if (inPage()) return browserFrame(url)
  throw embeddedError('FRAME_NOT_SET')
}

/** The app page's origin, for the frame to talk to: the platform's, else the page's. */
export function pageOriginOf(platform: Platform): string | undefined {
  return platform.pageOrigin?.() ?? (inPage() ? window.location.origin : undefined)
}
