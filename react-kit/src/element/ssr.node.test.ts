// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { definePorticoElements } from './index'

describe('the elements on a server', () => {
  it('import with no DOM, and definePorticoElements does nothing there (the tags upgrade in the browser)', () => {
    expect(typeof customElements).toBe('undefined')
    expect(definePorticoElements(testPortico(), { styles: ['https://example.com/portico.css'] })).toBeUndefined()
  })

  it('still refuses what is not an instance, or no stylesheet, with INVALID_PARAMETER', () => {
    const styles = ['https://example.com/portico.css']
    expect(() => definePorticoElements({} as never, { styles })).toThrow(
      expect.objectContaining({ code: 'INVALID_PARAMETER', params: expect.objectContaining({ name: 'portico' }) }),
    )
    expect(() => definePorticoElements(testPortico(), { styles: [] })).toThrow(
      expect.objectContaining({
        code: 'INVALID_PARAMETER',
        params: expect.objectContaining({ name: 'options.styles' }),
      }),
    )
    expect(() => definePorticoElements(testPortico(), undefined as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_PARAMETER' }),
    )
  })
})
