// The account controls of the embedded wallet: sign a message (approved inside the frame), switch between the
// smart account and the EOA, send a little ETH, register a name (it becomes the profile name), sign out.
import type { Portico } from '@portico/sdk'
import { sendTransaction, signMessage } from '@portico/sdk/eip155'
import { setPreferredAccount, signOut } from '@portico/sdk/embedded'
import { registerName } from '@portico/sdk/names'
import { byId } from './dom'
import { resetEmailLogin } from './emailLogin'
import { run } from './status'

/** The message the "Sign message" button signs. */
export const MESSAGE_TO_SIGN = 'Hello from the Portico headless example'

/** What the send form sends: 0.001 ETH, in wei. */
export const SEND_VALUE_WEI = 10n ** 15n

const ACCOUNT_TYPE_NAMES = {
  smartAccount: 'Smart account',
  eoa: 'EOA',
  payment: 'Payment account',
  ordinal: 'Ordinals account',
} as const

/** Shows the embedded controls while the embedded wallet is connected; hides them otherwise. */
export function renderEmbeddedAccount(p: Portico): void {
  const { status, user, preferredAccountType, profileName } = p.$account.get()
  const embedded = status === 'connected' && Boolean(user)
  byId('embedded').hidden = !embedded
  byId('disconnect').hidden = embedded
  byId('user-email').textContent = user?.email ?? ''
  byId('user-name').textContent = user?.userName ?? ''
  byId('account-type').textContent = preferredAccountType ? ACCOUNT_TYPE_NAMES[preferredAccountType] : ''
  byId('profile-name').textContent = profileName ?? 'None'
  byId('account-type-toggle').textContent = preferredAccountType === 'eoa' ? 'Use smart account' : 'Use EOA'
}

export function setUpEmbeddedAccount(p: Portico): void {
  byId('message').textContent = MESSAGE_TO_SIGN
  const signature = byId('signature')
  byId('sign').addEventListener('click', () => {
    signature.textContent = ''
    void run('Waiting for your approval in the embedded wallet…', 'Message signed', async () => {
      signature.textContent = await signMessage(p, { message: MESSAGE_TO_SIGN })
    })
  })
  byId('account-type-toggle').addEventListener('click', () => {
    const next = p.$account.get().preferredAccountType === 'eoa' ? 'smartAccount' : 'eoa'
    signature.textContent = ''
    void run('Switching the account type…', next === 'eoa' ? 'Using the EOA' : 'Using the smart account', () =>
      setPreferredAccount(p, { accountType: next }),
    )
  })
  byId('send-form').addEventListener('submit', (event) => {
    event.preventDefault()
    const to = byId<HTMLInputElement>('recipient').value.trim()
    const hash = byId('tx-hash')
    hash.textContent = ''
    void run('Waiting for your approval in the embedded wallet…', 'Transaction sent', async () => {
      hash.textContent = await sendTransaction(p, { to, value: SEND_VALUE_WEI })
    })
  })
  byId('name-form').addEventListener('submit', (event) => {
    event.preventDefault()
    const field = byId<HTMLInputElement>('name-label')
    void run(
      'Waiting for your approval in the embedded wallet…',
      (name) => `Registered ${name}`,
      async () => {
        const name = await registerName(p, { name: field.value.trim() })
        field.value = ''
        return name
      },
    )
  })
  byId('sign-out').addEventListener('click', () => {
    void run(
      'Signing out…',
      'Signed out',
      async () => {
        await signOut(p)
        signature.textContent = ''
        resetEmailLogin()
      },
      'email-heading',
    )
  })
}
