import type { ReactNode } from 'react'
import { focusRing } from '../styles/shared.css'
import * as styles from './RovingList.css'
import { itemName } from './itemName'
import { useRovingFocus } from './useRovingFocus'

export interface RovingListItem {
  id: string
  /** The visible name ("MetaMask"). */
  name: string
  /** Translated state words read after the name ("installed", "recent"). */
  states?: readonly string[]
  /** The current choice (the active network): exposed as `aria-current`. */
  current?: boolean
  /** Shown but not actionable (an unsupported network). */
  disabled?: boolean
}

export interface RovingListProps<T extends RovingListItem> {
  items: readonly T[]
  /** Accessible name of the list ("Wallets"). */
  label: string
  /** Locale used to join an item's name and states. */
  locale: string
  /** Items per row (a wallet grid); 1 for a plain list. */
  columns?: number
  onActivate: (item: T) => void
  /** An item is hovered or focused: the moment to load what activating it will need. */
  onPrepare?: (item: T) => void
  /** Visible content of an item's button; its name by default. */
  renderItem?: (item: T) => ReactNode
}

/**
 * A list of buttons with arrow-key navigation and a single tab stop.
 *
 * Why a list of buttons and not a listbox: choosing a wallet or a network is an action (it starts a
 * connection or a switch), not a selection kept in a form, so each entry is a real `<button>` that
 * Enter and Space activate natively, inside `ul`/`li` so screen readers announce "list, 12 items"
 * and "3 of 12". The current entry (the active network) is marked with `aria-current`.
 */
export function RovingList<T extends RovingListItem>({
  items,
  label,
  locale,
  columns = 1,
  onActivate,
  onPrepare,
  renderItem,
}: RovingListProps<T>) {
  const { getItemProps } = useRovingFocus({ count: items.length, columns })
  return (
    <ul
      // role="list" keeps list semantics that some browsers drop when list-style is none.
      // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of a list styled without markers
      role="list"
      aria-label={label}
      className={styles.list}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {items.map((item, index) => {
        const { onFocus, ...itemProps } = getItemProps(index)
        return (
          <li key={item.id}>
            <button
              type="button"
              {...itemProps}
              aria-label={itemName(locale, item.name, item.states)}
              aria-current={item.current ? 'true' : undefined}
              // aria-disabled keeps the entry reachable by arrow keys, as the APG advises inside composite widgets.
              aria-disabled={item.disabled ? 'true' : undefined}
              className={`${styles.item} ${focusRing}`}
              onClick={() => {
                if (!item.disabled) onActivate(item)
              }}
              onFocus={() => {
                onFocus()
                onPrepare?.(item)
              }}
              onPointerEnter={onPrepare && (() => onPrepare(item))}
            >
              {renderItem ? renderItem(item) : item.name}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
