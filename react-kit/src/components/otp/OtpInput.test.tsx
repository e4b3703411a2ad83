import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { OtpInput } from './OtpInput'

afterEach(cleanup)

function renderOtp(error?: string) {
  const onComplete = vi.fn()
  const user = userEvent.setup()
  const view = render(
    <OtpInput label="Code" length={6} onComplete={onComplete} description="Sent to a@b.co" error={error} />,
  )
  const input = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement
  return { ...view, onComplete, user, input }
}

describe('OtpInput', () => {
  it('is one labelled numeric field that the platform can autofill', () => {
    const { input } = renderOtp()
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.getAttribute('pattern')).toBe('[0-9]{6}')
    expect(input.maxLength).toBe(6)
  })

  it('a pasted code fills the field and submits', async () => {
    const { user, input, onComplete } = renderOtp()
    await user.click(input)
    await user.paste('123 456')
    expect(input.value).toBe('123456')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })

  it('typing keeps digits only and submits on the last one', async () => {
    const { user, input, onComplete } = renderOtp()
    await user.type(input, '12a3-45')
    expect(input.value).toBe('12345')
    expect(onComplete).not.toHaveBeenCalled()
    await user.type(input, '6')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })

  it('announces an error through aria-describedby and marks the field invalid', async () => {
    const { input, container } = renderOtp('Invalid code')
    expect(screen.getByRole('textbox', { name: 'Code', description: 'Sent to a@b.co Invalid code' })).toBe(input)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(await axeViolations(container)).toEqual([])
  })

  it('has no axe violations', async () => {
    const { container } = renderOtp()
    expect(await axeViolations(container)).toEqual([])
  })
})
