import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { TextInput } from './TextInput'

afterEach(cleanup)

describe('TextInput', () => {
  it('is named by its label and described by its help text', async () => {
    const { container } = render(<TextInput label="E-mail" description="We send a code" type="email" />)
    const input = screen.getByRole('textbox', { name: 'E-mail', description: 'We send a code' })
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    await userEvent.setup().type(input, 'a@b.co')
    expect((input as HTMLInputElement).value).toBe('a@b.co')
    expect(await axeViolations(container)).toEqual([])
  })

  it('is invalid and described by its error when it has one', async () => {
    const { container } = render(<TextInput label="E-mail" description="We send a code" error="Invalid e-mail" />)
    const input = screen.getByRole('textbox', { name: 'E-mail', description: 'We send a code Invalid e-mail' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(await axeViolations(container)).toEqual([])
  })

  it('has ids unique per instance', () => {
    render(
      <>
        <TextInput label="From" />
        <TextInput label="To" />
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'From' }).id).not.toBe(screen.getByRole('textbox', { name: 'To' }).id)
  })
})
