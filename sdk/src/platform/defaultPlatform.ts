import { browserPlatform } from './browserPlatform'
import { serverPlatform } from './serverPlatform'
import type { Platform } from './types'

/** The browser platform when a window and document exist (checked at call time), the server one elsewhere. */
export function defaultPlatform(): Platform {
  const inBrowser = typeof globalThis.window !== 'undefined' && typeof globalThis.document !== 'undefined'
  return inBrowser ? browserPlatform() : serverPlatform()
}
