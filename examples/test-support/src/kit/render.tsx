// Test helpers for the kit: a Portico (`testPortico`) rendered inside the real provider.
import { act, render, type RenderResult } from '@testing-library/react'
import type { Portico } from '@portico/sdk'
import type { ReactNode } from 'react'
import { PorticoProvider, type PorticoProviderProps } from '@portico/react'

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
