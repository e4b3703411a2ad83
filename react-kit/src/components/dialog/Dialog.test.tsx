import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { Dialog, type DialogProps } from './Dialog'

afterEach(() => {
  cleanup()
  document.body.removeAttribute('style')
})

/** A page with an opener and some background content, and a dialog holding every kind of tab stop. */
function Page(props: Partial<DialogProps> & { startOpen?: boolean }) {
  const { startOpen = false, ...dialogProps } = props
  const [open, setOpen] = useState(startOpen)
  return (
    <>
      <main>
        <h1>Shop</h1>
        <button type="button" onClick={() => setOpen(true)}>
          Open wallet
        </button>
        <input aria-label="Search the shop" />
      </main>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Connect wallet"
        description="Choose how to connect"
        headerEnd={
          <button type="button" aria-label="Close" onClick={() => setOpen(false)}>
            ×
          </button>
        }
        {...dialogProps}
      >
        <input aria-label="E-mail" />
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button" hidden>
          Hidden
        </button>
        <a href="#help">Help</a>
        {/* biome-ignore lint/a11y/useSemanticElements: a custom control, as apps make them, must be reached too */}
        <div tabIndex={0} role="button" aria-label="Custom control" />
        <button type="button">Last</button>
      </Dialog>
    </>
  )
}

async function openDialog(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup()
  render(<Page {...props} />)
  const opener = screen.getByRole('button', { name: 'Open wallet' })
  await user.click(opener)
  return { user, opener, dialog: screen.getByRole('dialog') }
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog with ids unique per instance', async () => {
    const { dialog } = await openDialog()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Connect wallet', description: 'Choose how to connect' })).toBe(dialog)

    render(
      <Dialog open onClose={() => {}} title="Second">
        <button type="button">ok</button>
      </Dialog>,
    )
    const [first, second] = screen.getAllByRole('dialog')
    expect(first!.getAttribute('aria-labelledby')).not.toBe(second!.getAttribute('aria-labelledby'))
    expect(second!.hasAttribute('aria-describedby')).toBe(false)
  })

  it('moves focus to the first control of the body on open', async () => {
    await openDialog()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }))
  })

  it('focuses the title on info screens, and a data-autofocus element over both', async () => {
    await openDialog({ initialFocus: 'title' })
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connect wallet' }))
    cleanup()

    render(
      <Dialog open onClose={() => {}} title="Pick">
        <button type="button">One</button>
        <button type="button" data-autofocus>
          Two
        </button>
      </Dialog>,
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Two' }))
  })

  it('traps Tab over all tab stops (skipping disabled and hidden) and wraps both ways', async () => {
    const { user } = await openDialog()
    const visited: (string | null)[] = []
    for (let i = 0; i < 6; i++) {
      await user.tab()
      visited.push(document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent || null)
    }
    // From "E-mail": link, custom, last, then wraps to the header's close button and the e-mail field.
    expect(visited).toEqual(['Help', 'Custom control', 'Last', 'Close', 'E-mail', 'Help'])

    await user.tab({ shift: true }) // Help → E-mail
    await user.tab({ shift: true }) // E-mail → Close (the first tab stop)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    await user.tab({ shift: true }) // wraps to the last
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }))
  })

  it('returns focus to the opener on close', async () => {
    const { user, opener } = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('returns focus to the opener even when a child grabbed focus with autoFocus', async () => {
    const user = userEvent.setup()
    function AutoFocusPage() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open wallet
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Code">
            <input aria-label="Code" autoFocus />
          </Dialog>
        </>
      )
    }
    render(<AutoFocusPage />)
    const opener = screen.getByRole('button', { name: 'Open wallet' })
    await user.click(opener)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }))
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(opener)
  })

  it('closes on Escape', async () => {
    const { user, opener } = await openDialog()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('does not close on Escape or overlay click when not dismissible, and reports the refusal', async () => {
    const onEscapeBlocked = vi.fn()
    const { user, dialog } = await openDialog({ dismissible: false, onEscapeBlocked })
    await user.keyboard('{Escape}')
    await user.click(dialog.parentElement!)
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(onEscapeBlocked).toHaveBeenCalledTimes(2)
  })

  it('closes on an overlay click but not on a click inside the panel', async () => {
    const { user, dialog } = await openDialog()
    await user.click(screen.getByRole('heading', { name: 'Connect wallet' }))
    expect(screen.getByRole('dialog')).toBe(dialog)
    await user.click(dialog.parentElement!)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('makes the background inert while open and restores it after', async () => {
    const { user } = await openDialog()
    const main = document.querySelector('main')!
    expect(main.closest('[inert]')).not.toBeNull()
    // Focus forced into the background (a script, a click on browser chrome) is brought back into the dialog.
    act(() => screen.getByRole('textbox', { name: 'Search the shop' }).focus())
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(main.closest('[inert]')).toBeNull()
  })

  it('locks body scroll through element.style and restores it', async () => {
    document.body.style.overflow = 'auto'
    const { user } = await openDialog()
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.querySelectorAll('style')).toHaveLength(0)
    await user.keyboard('{Escape}')
    expect(document.body.style.overflow).toBe('auto')
  })

  it('portals into the given container', () => {
    const container = document.createElement('div')
    container.id = 'kit-root'
    document.body.append(container)
    render(
      <Dialog open onClose={() => {}} title="Here" container={container}>
        <button type="button">ok</button>
      </Dialog>,
    )
    expect(container.querySelector('[role="dialog"]')).not.toBeNull()
  })

  it('moves focus to the new view heading or data-autofocus when focusKey changes', () => {
    const view = (key: string, body: React.ReactNode) => (
      <Dialog open onClose={() => {}} title="Portico" focusKey={key}>
        {body}
      </Dialog>
    )
    const { rerender } = render(view('connect', <button type="button">Wallet</button>))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet' }))

    rerender(
      view(
        'email',
        <>
          <h2>Enter your code</h2>
          <input aria-label="Code" />
        </>,
      ),
    )
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Enter your code' }))

    rerender(
      view(
        'networks',
        <>
          <h2>Networks</h2>
          <input aria-label="Search" data-autofocus />
        </>,
      ),
    )
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }))

    // A re-render without a route change leaves focus alone.
    act(() => screen.getByRole('heading', { name: 'Networks' }).focus())
    rerender(
      view(
        'networks',
        <>
          <h2>Networks</h2>
          <input aria-label="Search" data-autofocus />
        </>,
      ),
    )
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Networks' }))
  })

  it('has no axe violations when open', async () => {
    await openDialog()
    expect(await axeViolations(document.body)).toEqual([])
  })
})
