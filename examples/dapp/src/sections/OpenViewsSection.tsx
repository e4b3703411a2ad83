import { useModal } from '@portico/react'
import type { View } from '@portico/sdk'
import { Section } from './Section'

const VIEWS: { view: View; label: string }[] = [
  { view: 'Account', label: 'Open Account' },
  { view: 'Networks', label: 'Open Networks' },
  { view: 'WalletSend', label: 'Open Send' },
  { view: 'WalletReceive', label: 'Open Receive' },
  { view: 'Swap', label: 'Open Swap' },
  { view: 'OnRampProviders', label: 'Open Buy crypto' },
  // A browser wallet's way to a name (the Account Settings view, which also offers it, is the embedded wallet's).
  { view: 'RegisterAccountName', label: 'Register a name' },
]

/** Buttons that open the modal on one view (`open(portico, { view })`). */
export function OpenViewsSection() {
  const { open } = useModal()
  return (
    <Section title="Open a view">
      <ul className="buttons">
        {VIEWS.map(({ view, label }) => (
          <li key={view}>
            <button type="button" onClick={() => open({ view })}>
              {label}
            </button>
          </li>
        ))}
      </ul>
    </Section>
  )
}
