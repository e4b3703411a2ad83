import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { Tabs, nextTab } from './Tabs'

afterEach(cleanup)

const tabs = [
  { id: 'tokens', label: 'Tokens', content: <p>Token list</p> },
  { id: 'nfts', label: 'NFTs', content: <p>NFT list</p> },
  { id: 'activity', label: 'Activity', content: <p>Activity list</p> },
]

function renderTabs(dir?: 'rtl') {
  const onSelect = vi.fn()
  const user = userEvent.setup()
  const view = render(
    <div dir={dir}>
      <Tabs label="Account" tabs={tabs} onSelect={onSelect} />
    </div>,
  )
  return { ...view, user, onSelect, tab: (name: string) => screen.getByRole('tab', { name }) }
}

describe('Tabs', () => {
  it('is a labelled tab list whose selected tab controls the visible panel', () => {
    const { tab } = renderTabs()
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy()
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'Tokens' }).textContent).toBe('Token list')
    expect(screen.queryByText('NFT list')).toBeNull()
  })

  it('arrow keys move and select, wrapping, with Home and End; Tab goes to the panel', async () => {
    const { user, tab, onSelect } = renderTabs()
    await user.tab()
    expect(document.activeElement).toBe(tab('Tokens'))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('NFTs'))
    expect(screen.getByRole('tabpanel', { name: 'NFTs' }).textContent).toBe('NFT list')
    expect(onSelect).toHaveBeenLastCalledWith('nfts')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(tab('Tokens'))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tab('Activity'))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(tab('Tokens'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(tab('Activity'))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Activity' }))
  })

  it('mirrors Left and Right in right-to-left', async () => {
    const { user, tab } = renderTabs('rtl')
    await user.tab()
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tab('NFTs'))
  })

  it('follows a controlled selection', () => {
    render(<Tabs label="Account" tabs={tabs} selectedId="activity" />)
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  })

  it('has no axe violations', async () => {
    const { container } = renderTabs()
    expect(await axeViolations(container)).toEqual([])
  })

  it('nextTab wraps around', () => {
    expect(nextTab('ArrowRight', 2, 3, false)).toBe(0)
    expect(nextTab('ArrowLeft', 0, 3, false)).toBe(2)
    expect(nextTab('Enter', 0, 3, false)).toBeUndefined()
  })
})
