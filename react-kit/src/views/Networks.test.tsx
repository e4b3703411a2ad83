import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open, push } from '@portico/sdk'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'

afterEach(cleanup)

async function showNetworks() {
  const portico = testPortico()
  await renderKit(null, portico)
  await act(async () => {
    open(portico)
    push(portico, { view: 'Networks' })
  })
  const list = await screen.findByRole('list', { name: 'Networks' }, { timeout: 5000 })
  return { portico, list }
}

describe('Networks view', () => {
  it('lists the configured networks; the active one is current and says so', async () => {
    const { list } = await showNetworks()
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Ethereum, active', 'Sepolia, testnet', 'Solana'])
    expect(buttons[0]?.getAttribute('aria-current')).toBe('true')
    expect(buttons[1]?.getAttribute('aria-current')).toBeNull()
  })

  it('choosing a network switches to it and goes back', async () => {
    const { portico, list } = await showNetworks()
    await userEvent.click(within(list).getByRole('button', { name: 'Sepolia, testnet' }))
    expect(portico.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:11155111')
    expect(portico.$router.get().view).toBe('Connect')
  })

  it('is keyboard driven: arrows move, Enter switches', async () => {
    const { portico, list } = await showNetworks()
    within(list).getAllByRole('button')[0]!.focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(portico.$network.get().caipNetwork?.name).toBe('Solana')
  })

  it('has no axe violations', async () => {
    await showNetworks()
    expect(await axeViolations()).toEqual([])
  })
})
