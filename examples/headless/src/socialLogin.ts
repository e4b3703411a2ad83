// The "Social login" section: "Continue with GitHub" opens the sign-in window inside the click (a browser blocks a
// window opened later), then @portico/sdk/embedded's socialLogin sends it to the provider's consent page, waits
// until it comes back to this origin, closes it and connects the embedded wallet.
import { openSocialPopup, type Portico } from '@portico/sdk'
import { socialLogin } from '@portico/sdk/embedded'
import { byId } from './dom'
import { run } from './status'

export function setUpSocialLogin(p: Portico): void {
  byId('social-login').hidden = false
  byId('social-github').addEventListener('click', () => {
    const popup = openSocialPopup(p)
    void run(
      'Continue in the GitHub sign-in window…',
      'Signed in with GitHub',
      () => socialLogin(p, { provider: 'github', popup }),
      'account-heading',
    )
  })
}

/**
 * True when this page is the one the sign-in window came back to (opened by this app, with a login result in its
 * address): the app that opened it reads the result and closes the window, so this page starts nothing.
 */
export function isSocialReturnPage(): boolean {
  const params = new URLSearchParams(window.location.search)
  return window.opener !== null && params.has('state') && (params.has('code') || params.has('error'))
}
