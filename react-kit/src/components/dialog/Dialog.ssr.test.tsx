// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Dialog } from './Dialog'

describe('Dialog on a server', () => {
  it('renders nothing and does not throw, closed or open', () => {
    expect(typeof document).toBe('undefined')
    for (const open of [false, true]) {
      const html = renderToString(
        <div id="app">
          <Dialog open={open} onClose={() => {}} title="Connect wallet">
            <button type="button">Wallet</button>
          </Dialog>
        </div>,
      )
      expect(html).toBe('<div id="app"></div>')
    }
  })
})
