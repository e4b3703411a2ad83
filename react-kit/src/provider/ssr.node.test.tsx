// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AccountButton, ConnectButton, NetworkButton, PorticoProvider } from '../index'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'

describe('the provider and buttons in Node', () => {
  it('import and render to a string with no DOM, in English, the modal left out until the browser', () => {
    expect(typeof document).toBe('undefined')
    const portico = testPortico()
    const html = renderToString(
      <PorticoProvider portico={portico} locale="ar">
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </PorticoProvider>,
    )
    expect(html).toContain('data-portico-root')
    // The first render is English everywhere (catalogues load lazily, in the browser): server and hydration agree.
    expect(html).toContain('dir="ltr"')
    expect(html).toContain('Connect Wallet')
    expect(html).not.toContain('role="dialog"')
  })
})
