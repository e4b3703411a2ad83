// Test helpers for the kit: a real Portico on the memory platform, rendered inside the real provider.
import { act, render, type RenderResult } from '@testing-library/react'
import { createPortico, memoryPlatform, type MemoryPlatform, type Portico, type PorticoOptions, type PlatformFacts } from '@portico/sdk'
import type { WritablePortico } from '@portico/sdk/internal'
import { ethereum, sepolia, solanaMainnet } from '@portico/sdk/networks'
import type { ReactNode } from 'react'
import { PorticoProvider, type PorticoProviderProps } from '../PorticoProvider'

export const testNetworks = { ethereum, sepolia, solana: solanaMainnet }

/** A loopback port nothing listens on (the discard port): requests fail at once, none leaves the machine. */
const UNUSED_URL = 'http://127.0.0.1:9'

/** The instance with its stores writable, so a test can set the state it starts from. */
export type TestPortico = WritablePortico & { platform: MemoryPlatform }

export function kitPortico(options: Partial<PorticoOptions> = {}, facts: Partial<PlatformFacts> = {}): TestPortico {
  return createPortico({
    projectId: 'test',
    platform: memoryPlatform(facts),
    networks: [ethereum, sepolia, solanaMainnet],
    // Nothing listens there: a test that needs a service starts a real one and passes its URL.
    apiUrls: { catalogue: UNUSED_URL, blockchain: UNUSED_URL, analytics: UNUSED_URL },
    ...options,
  }) as TestPortico
}

/** Renders `ui` inside the provider and lets the first effects (locale resolution) settle. */
export async function renderKit(
  ui: ReactNode,
  portico: Portico,
  props: Omit<PorticoProviderProps, 'portico' | 'children'> = {},
): Promise<RenderResult> {
  let result!: RenderResult
  await act(async () => {
    result = render(
      <PorticoProvider portico={portico} {...props}>
        {ui}
      </PorticoProvider>,
    )
  })
  return result
}

/** The kit root element of a rendering. */
export function kitRoot(): HTMLElement {
  const root = document.querySelector<HTMLElement>('[data-portico-root]')
  if (!root) throw new Error('no kit root rendered')
  return root
}
