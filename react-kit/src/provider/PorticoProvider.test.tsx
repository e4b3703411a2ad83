import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { showSnackbar } from '@portico/sdk'
import { memoryPlatform } from '@portico/sdk/platform'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons'
import { useTranslation } from '../hooks'
import type { MessageOverrides } from '../i18n'
import { shellMessages } from '../i18n/en/shell'
import { kitRoot, renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { PorticoProvider } from './PorticoProvider'

afterEach(cleanup)

function Greeting() {
  const t = useTranslation(shellMessages)
  return <p>{t('shell.titles.Connect')}</p>
}

/** Shows what a render threw, as an app's error boundary would. */
class Caught extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children
  }
}

describe('PorticoProvider', () => {
  it('renders the app, and beside it a kit root carrying the dark theme, ltr and English by default', async () => {
    await renderKit(<main>app</main>, testPortico())
    expect(screen.getByRole('main').textContent).toBe('app')
    const root = kitRoot()
    expect(root.getAttribute('data-portico-theme')).toBe('dark')
    expect(root.getAttribute('dir')).toBe('ltr')
    expect(root.getAttribute('lang')).toBe('en')
    // Beside the app, not around it: the kit's direction never flips the app.
    expect(root.contains(screen.getByRole('main'))).toBe(false)
  })

  it('follows the instance theme mode, and a themeMode prop wins', async () => {
    const portico = testPortico({ themeMode: 'light' })
    const { rerender } = await renderKit(null, portico)
    expect(kitRoot().getAttribute('data-portico-theme')).toBe('light')
    rerender(<PorticoProvider portico={portico} themeMode="dark" />)
    expect(kitRoot().getAttribute('data-portico-theme')).toBe('dark')
  })

  it('puts integrator theme variables on the root as CSS custom properties', async () => {
    await renderKit(null, testPortico(), { theme: { accent: '#ff0066', borderRadiusMaster: 2 } })
    expect(kitRoot().style.getPropertyValue('--portico-color-accent')).toBe('#ff0066')
    expect(kitRoot().style.getPropertyValue('--portico-border-radius-master')).toBe('2px')
  })

  it('uses the instance theme variables under the prop; bad ones are reported and left out, not thrown', async () => {
    const onError = vi.fn()
    await renderKit(null, testPortico({ themeVariables: { accent: '#00aa00', zIndex: 50 } }), {
      theme: { accent: '#ff0066' },
    })
    expect(kitRoot().style.getPropertyValue('--portico-color-accent')).toBe('#ff0066')
    expect(kitRoot().style.getPropertyValue('--portico-z-index')).toBe('50')
    cleanup()
    await renderKit(null, testPortico({ themeVariables: { '--w3m-accent': 'red' }, onError }), {
      theme: { accent: '#ff0066' },
    })
    expect(kitRoot().style.getPropertyValue('--portico-color-accent')).toBe('#ff0066')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('--w3m-accent') }))
  })

  it('with locale="ar" sets dir="rtl" and lang="ar", and shows Arabic', async () => {
    await renderKit(<ConnectButton />, testPortico(), { locale: 'ar' })
    await waitFor(() => expect(kitRoot().getAttribute('dir')).toBe('rtl'), { timeout: 5000 })
    expect(kitRoot().getAttribute('lang')).toBe('ar')
    expect(screen.getByRole('button').textContent).toBe('ربط المحفظة')
    expect(screen.getByRole('button').getAttribute('dir')).toBe('rtl')
  })

  it('without a locale prop follows the browser languages (the platform facts)', async () => {
    await renderKit(<Greeting />, testPortico({}, memoryPlatform({ languages: ['de-DE', 'en'] })))
    await waitFor(() => expect(screen.getByText('Wallet verbinden')).toBeTruthy(), { timeout: 5000 })
    expect(kitRoot().getAttribute('lang')).toBe('de')
  })

  it('an explicit locale wins over the browser languages; an unsupported one falls back to English', async () => {
    const { rerender } = await renderKit(<Greeting />, testPortico({}, memoryPlatform({ languages: ['de-DE'] })), {
      locale: 'es',
    })
    await waitFor(() => expect(kitRoot().getAttribute('lang')).toBe('es'), { timeout: 5000 })
    const portico = testPortico({}, memoryPlatform({ languages: ['xx'] }))
    rerender(
      <PorticoProvider portico={portico} locale="tlh">
        <Greeting />
      </PorticoProvider>,
    )
    await waitFor(() => expect(kitRoot().getAttribute('lang')).toBe('en'), { timeout: 5000 })
    expect(screen.getByText('Connect Wallet')).toBeTruthy()
  })

  it('applies message overrides', async () => {
    await renderKit(<ConnectButton />, testPortico(), { messages: { 'start.buttons.connect': 'Sign in' } })
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('rejects an override whose key does not exist, naming it, in English too (the whole catalogue loads for it)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const overrides = { 'start.buttons.connect': 'Sign in', 'start.buttons.conect': 'Sign in' } as MessageOverrides
    render(
      <Caught>
        <PorticoProvider portico={testPortico()} locale="en" messages={overrides}>
          <ConnectButton />
        </PorticoProvider>
      </Caught>,
    )
    await waitFor(
      () =>
        expect(screen.getByRole('alert').textContent).toBe(
          'TypeError: createTranslator: unknown message key "start.buttons.conect" in overrides',
        ),
      { timeout: 5000 },
    )
    vi.restoreAllMocks()
  })

  it('mounts the modal shell only once something is shown in it (its code loads lazily)', async () => {
    const portico = testPortico()
    await renderKit(null, portico)
    expect(kitRoot().querySelector('[data-portico-snackbar]')).toBeNull()
    act(() => showSnackbar(portico, { variant: 'success', message: 'Copied', autoClose: false }))
    await waitFor(() => expect(kitRoot().querySelectorAll('[data-portico-snackbar]')).toHaveLength(2), {
      timeout: 5000,
    })
    expect(kitRoot().querySelector('[data-portico-snackbar][role="status"]')?.textContent).toBe('Copied')
  })

  it('hooks and components outside the provider fail with a clear message', () => {
    expect(() => render(<ConnectButton />)).toThrow('must be used inside <PorticoProvider>')
  })
})
