import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { QrCode } from './QrCode'
import { QrWithAlternatives } from './QrWithAlternatives'

afterEach(cleanup)

const uri = 'wc:7f6e5d@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('QrCode', () => {
  it('is a labelled SVG image of the value, drawn in the current colour', () => {
    render(<QrCode value={uri} label="Scan with your wallet" />)
    const image = screen.getByRole('img', { name: 'Scan with your wallet' })
    expect(image.tagName.toLowerCase()).toBe('svg')
    expect(image.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/)
    expect(image.querySelector('path')!.getAttribute('fill')).toBe('currentColor')
  })

  it('changes when the value changes', () => {
    const { rerender } = render(<QrCode value={uri} label="QR" />)
    const first = screen.getByRole('img').querySelector('path')!.getAttribute('d')
    rerender(<QrCode value={`${uri}0`} label="QR" />)
    expect(screen.getByRole('img').querySelector('path')!.getAttribute('d')).not.toBe(first)
  })
})

describe('QrWithAlternatives', () => {
  it('offers copy and open alternatives that hand over the link', async () => {
    const onCopy = vi.fn()
    const onOpen = vi.fn()
    const user = userEvent.setup()
    const { container } = render(
      <QrWithAlternatives
        value={uri}
        qrLabel="QR code"
        copyLabel="Copy link"
        openLabel="Open link"
        onCopy={onCopy}
        onOpen={onOpen}
      />,
    )
    expect(screen.getByRole('img', { name: 'QR code' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(onCopy).toHaveBeenCalledExactlyOnceWith(uri)
    await user.click(screen.getByRole('button', { name: 'Open link' }))
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(uri)
    expect(await axeViolations(container)).toEqual([])
  })

  it('offers only the copy alternative when nothing can open the value, with its longer name', async () => {
    const onCopy = vi.fn()
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const { container } = render(
      <QrWithAlternatives
        value={address}
        qrLabel="QR code of your address"
        copyLabel="Copy address"
        copyAriaLabel={`Copy address ${address}`}
        onCopy={onCopy}
      />,
    )
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([`Copy address ${address}`])
    await userEvent.click(screen.getByRole('button', { name: `Copy address ${address}` }))
    expect(onCopy).toHaveBeenCalledExactlyOnceWith(address)
    expect(await axeViolations(container)).toEqual([])
  })
})
