import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { Spinner } from './Spinner'

afterEach(cleanup)

describe('Spinner', () => {
  it('has a text alternative', async () => {
    const { container } = render(<Spinner label="Connecting" />)
    expect(screen.getByRole('img', { name: 'Connecting' })).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })
})
