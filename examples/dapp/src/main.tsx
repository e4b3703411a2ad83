// The Portico demo: the React kit on the local devnet. Reads the devnet's URLs, creates the instance and renders
// the app; the kit's provider restores the stored connection and starts sign-in. `?signIn=required` is the
// variant where signing in is required (the modal cannot be dismissed until the account signs in; cancelling
// disconnects).
import { errorMessage } from '@portico/sdk'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadDevnetConfig } from './config'
import { createDemoPortico } from './portico'
import '@portico/themes/styles.css'
import '@portico/react/styles.css'
import './style.css'

async function start(root: HTMLElement): Promise<void> {
  const config = await loadDevnetConfig()
  const signInRequired = new URLSearchParams(window.location.search).get('signIn') === 'required'
  const portico = createDemoPortico(config, { signInRequired })
  createRoot(root).render(
    <StrictMode>
      <App
        portico={portico}
        signInRequired={signInRequired}
        usdc={config.usdc as `0x${string}` | undefined}
        apiUrl={config.apiUrl}
      />
    </StrictMode>,
  )
}

/**
 * True in the sign-in window of a social login once it has come back to this origin with the result in its address:
 * the app that opened the window reads the result and closes it, so this page starts nothing.
 */
function isSocialReturnPage(): boolean {
  const params = new URLSearchParams(window.location.search)
  return window.opener !== null && params.has('state') && (params.has('code') || params.has('error'))
}

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
if (isSocialReturnPage()) root.textContent = 'Signing you in… this window closes by itself.'
else
  start(root).catch((error: unknown) => {
    const alert = document.getElementById('startup-error')
    if (alert) alert.textContent = `The demo could not start: ${errorMessage(error)}`
  })
