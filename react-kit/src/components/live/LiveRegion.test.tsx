import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { Dialog } from '../dialog/Dialog'
import { Announcer, useAnnounce } from './Announcer'
import { LiveRegion } from './LiveRegion'

afterEach(cleanup)

describe('LiveRegion', () => {
  it('is mounted before it has anything to say, then says it politely', () => {
    const { rerender } = render(<LiveRegion message="" />)
    const region = screen.getByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')
    rerender(<LiveRegion message="Connecting…" />)
    expect(screen.getByRole('status')).toBe(region)
    expect(region.textContent).toBe('Connecting…')
  })

  it('is an assertive alert for errors', () => {
    render(<LiveRegion message="Connection declined" politeness="assertive" />)
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive')
  })

  it('has no axe violations', async () => {
    const { container } = render(<LiveRegion message="Awaiting signature" />)
    expect(await axeViolations(container)).toEqual([])
  })
})

function Status() {
  const announce = useAnnounce()
  return (
    <>
      <button type="button" onClick={() => announce('Code sent')}>
        Send code
      </button>
      <button type="button" onClick={() => announce('Wrong code', 'assertive')}>
        Check code
      </button>
    </>
  )
}

describe('Announcer', () => {
  it('announces polite and assertive messages into always-mounted regions', async () => {
    const user = userEvent.setup()
    render(
      <Announcer>
        <Status />
      </Announcer>,
    )
    expect(screen.getByRole('status').textContent).toBe('')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(screen.getByRole('status').textContent).toBe('Code sent')
    await user.click(screen.getByRole('button', { name: 'Check code' }))
    expect(screen.getByRole('alert').textContent).toBe('Wrong code')
  })

  it('re-announces the same message as new content', async () => {
    const user = userEvent.setup()
    render(
      <Announcer>
        <Status />
      </Announcer>,
    )
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    const first = screen.getByRole('status').firstElementChild
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(screen.getByRole('status').firstElementChild).not.toBe(first)
    expect(screen.getByRole('status').textContent).toBe('Code sent')
  })

  it('stays reachable while a modal dialog makes the page inert', () => {
    function ModalWithStatus() {
      const announce = useAnnounce()
      const [open] = useState(true)
      useEffect(() => announce('Awaiting signature'), [announce])
      return (
        <Dialog open={open} onClose={() => {}} title="Sign">
          <button type="button">Cancel</button>
        </Dialog>
      )
    }
    act(() => {
      render(
        <Announcer>
          <main>App</main>
          <ModalWithStatus />
        </Announcer>,
      )
    })
    const status = screen.getByRole('status')
    expect(document.querySelector('main')!.closest('[inert]')).not.toBeNull()
    expect(status.closest('[inert]')).toBeNull()
    expect(status.textContent).toBe('Awaiting signature')
  })

  it('useAnnounce outside an Announcer is a programming error', () => {
    expect(() => render(<Status />)).toThrow('useAnnounce must be used inside <Announcer>')
  })
})
