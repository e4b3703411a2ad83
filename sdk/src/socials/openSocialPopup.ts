import type { Portico } from '../portico/types'
import type { PlatformWindow } from '../platform/types'

/** The window name social login opens its page in. */
export const SOCIAL_POPUP_TARGET = 'popupWindow'

/** What `openSocialPopup` returns. */
export type OpenSocialPopupReturnType = PlatformWindow | null

/**
 * Opens the social login window, blank, at once: call it inside the user's click (a browser blocks a window
 * opened later, after an await). Hand the result to `socialLogin` from `@portico/sdk/embedded`, which sends it
 * to the provider. Null when the browser blocked it (or the platform cannot open windows).
 *
 * @example
 * const popup = openSocialPopup(portico) // opened on the click, before any await
 * await socialLogin(portico, { provider: 'google', popup })
 */
export function openSocialPopup(p: Portico): PlatformWindow | null {
  return p.platform.openWindow?.(SOCIAL_POPUP_TARGET) ?? null
}
