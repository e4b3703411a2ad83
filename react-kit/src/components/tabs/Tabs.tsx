import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { focusRing } from '../styles/shared.css'
import * as styles from './Tabs.css'

export interface TabItem {
  id: string
  /** The tab's visible text. */
  label: string
  /** The panel's content; only the selected panel's content is rendered. */
  content: ReactNode
}

export interface TabsProps {
  /** Accessible name of the tab list ("Account"). */
  label: string
  tabs: readonly TabItem[]
  /** Controlled selection; without it the first tab (or `defaultSelectedId`) starts selected. */
  selectedId?: string
  defaultSelectedId?: string
  onSelect?: (id: string) => void
}

/** The tab index an arrow key leads to, wrapping at both ends (APG tabs), or undefined for other keys. */
export function nextTab(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
  if (key === forward) return (index + 1) % count
  if (key === backward) return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

/**
 * WAI-ARIA tabs with automatic activation: the tab list is one tab stop, Left/Right (mirrored in
 * right-to-left) and Home/End move focus and select, and Tab moves on into the selected panel.
 */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelect }: TabsProps) {
  const baseId = useId()
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? tabs[0]?.id)
  const selected = selectedId ?? ownSelection
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

  const select = (id: string) => {
    setOwnSelection(id)
    onSelect?.(id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
    const next = nextTab(event.key, index, tabs.length, rtl)
    const tab = next === undefined ? undefined : tabs[next]
    if (next === undefined || !tab) return
    event.preventDefault()
    select(tab.id)
    buttons.current[next]?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            className={`${styles.tab} ${focusRing}`}
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={tab.id === selected ? 0 : undefined}
          className={`${styles.panel} ${focusRing}`}
        >
          {tab.id === selected ? tab.content : null}
        </div>
      ))}
    </div>
  )
}
