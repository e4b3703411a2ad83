// The "E-mail login" section: e-mail → (approve this device by its mailed link) → mailed code → connected.
// Every step is an action of @portico/sdk/embedded; the frame (another origin) holds the wallet.
import type { Portico } from '@portico/sdk'
import { connectDevice, connectEmail, connectOtp } from '@portico/sdk/embedded'
import { byId } from './dom'
import { fail, run, say } from './status'

type Step = 'email' | 'device' | 'code'

function showStep(step: Step): void {
  byId('email-form').hidden = step !== 'email'
  byId('device-step').hidden = step !== 'device'
  byId('otp-form').hidden = step !== 'code'
}

/** Back to the first step with empty fields (after a login or a sign-out). */
export function resetEmailLogin(): void {
  byId<HTMLFormElement>('email-form').reset()
  byId<HTMLFormElement>('otp-form').reset()
  showStep('email')
}

function askForCode(email: string): void {
  showStep('code')
  say(`A code was sent to ${email}`)
  byId('otp').focus()
}

async function startLogin(p: Portico, email: string): Promise<void> {
  say(`Sending a code to ${email}…`)
  const action = await connectEmail(p, { email })
  if (action === 'CONNECT') {
    // The frame's session was still alive: connected without a code.
    resetEmailLogin()
    say(`Signed in as ${email}`)
    byId('account-heading').focus()
    return
  }
  if (action === 'VERIFY_DEVICE') {
    byId('device-email').textContent = email
    showStep('device')
    say(`Approve this device: open the link sent to ${email}`)
    await connectDevice(p)
  }
  askForCode(email)
}

export function setUpEmailLogin(p: Portico): void {
  byId('email-login').hidden = false
  let email = ''
  byId('email-form').addEventListener('submit', (event) => {
    event.preventDefault()
    email = byId<HTMLInputElement>('email').value.trim()
    startLogin(p, email).catch((error: unknown) => {
      showStep('email')
      fail(error)
    })
  })
  byId('otp-form').addEventListener('submit', (event) => {
    event.preventDefault()
    const code = byId<HTMLInputElement>('otp').value.trim()
    void run(
      'Checking the code…',
      `Signed in as ${email}`,
      async () => {
        await connectOtp(p, { otp: code })
        resetEmailLogin()
      },
      'account-heading',
    )
  })
}
