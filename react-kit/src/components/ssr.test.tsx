// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  Announcer,
  Button,
  Countdown,
  Dialog,
  IconButton,
  LiveRegion,
  OtpInput,
  RovingList,
  Spinner,
  Tabs,
  TextInput,
  VirtualGrid,
} from './index'
import { QrWithAlternatives } from './qr'

const noop = () => {}

describe('the building blocks on a server', () => {
  it('import and render without a DOM, with nothing browser-only in the markup', () => {
    expect(typeof document).toBe('undefined')
    const html = renderToString(
      <Announcer>
        <Button>Connect</Button>
        <IconButton label="Close" icon="×" />
        <Spinner label="Loading" />
        <LiveRegion message="Connecting" />
        <TextInput label="E-mail" error="Invalid e-mail" />
        <OtpInput label="Code" length={6} onComplete={noop} />
        <QrWithAlternatives
          value="wc:abc@2"
          qrLabel="QR"
          copyLabel="Copy"
          openLabel="Open"
          onCopy={noop}
          onOpen={noop}
        />
        <RovingList
          items={[{ id: 'a', name: 'MetaMask', states: ['installed'] }]}
          label="Wallets"
          locale="en"
          onActivate={noop}
        />
        <Tabs label="Account" tabs={[{ id: 't', label: 'Tokens', content: 'list' }]} />
        <Countdown expiresAt={0} format={(s) => `${s}s`} />
        <VirtualGrid itemCount={1000} rowHeight={50} height={400} label="All" renderItem={(i) => i} />
        <Dialog open onClose={noop} title="Connect">
          <p>inside</p>
        </Dialog>
      </Announcer>,
    )
    expect(html).toContain('MetaMask, installed')
    expect(html).toContain('role="img"')
    // Portalled parts (the dialog, the announcer's regions) appear only once mounted in a browser.
    expect(html).not.toContain('role="dialog"')
    expect(html).not.toContain('inside')
  })
})
