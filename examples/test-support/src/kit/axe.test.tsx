import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from './axe'

afterEach(cleanup)

describe('axeViolations', () => {
  it('reports a real violation, so an empty result in other tests means something', async () => {
    const { container } = render(<button type="button" />)
    expect(await axeViolations(container)).toEqual(['button-name: <button type="button"></button>'])
  })
})
