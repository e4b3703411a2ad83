import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { Button } from './Button'
import { IconButton } from './IconButton'

afterEach(cleanup)

describe('Button', () => {
  it('is a button that defaults to type="button" (no accidental form submits)', async () => {
    const onClick = vi.fn()
    const { container } = render(<Button onClick={onClick}>Connect</Button>)
    const button = screen.getByRole('button', { name: 'Connect' })
    expect(button.getAttribute('type')).toBe('button')
    await userEvent.setup().click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(await axeViolations(container)).toEqual([])
  })

  it('while loading: shows a labelled spinner, ignores clicks and keeps focus', async () => {
    const onClick = vi.fn()
    const user = userEvent.setup()
    const { container } = render(
      <Button onClick={onClick} loading loadingLabel="Connecting">
        Connect
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Connect/ })
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('img', { name: 'Connecting' })).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })
})

describe('IconButton', () => {
  it('is named by its label, which is also its tooltip, with the icon hidden', async () => {
    const { container } = render(<IconButton label="Close" icon={<svg />} />)
    const button = screen.getByRole('button', { name: 'Close' })
    expect(button.getAttribute('title')).toBe('Close')
    expect(button.firstElementChild!.getAttribute('aria-hidden')).toBe('true')
    expect(await axeViolations(container)).toEqual([])
  })

  it('requires a label at the type level', () => {
    // @ts-expect-error: an icon button without a label does not compile
    const unlabelled = <IconButton icon={<svg />} />
    // @ts-expect-error: aria-label cannot replace the label prop
    const ariaOnly = <IconButton icon={<svg />} aria-label="Close" />
    expect(unlabelled).toBeTruthy()
    expect(ariaOnly).toBeTruthy()
  })
})
