// Small DOM helpers: find the page's fixed elements, build wallet buttons.
import type { ConnectRow } from '@portico/sdk/catalogue'

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id)
  if (!element) throw new Error(`The page has no #${id}`)
  return element as T
}

/** A list item with a real button named after the wallet; its icon is decorative (the name says it all). */
export function walletItem(row: Extract<ConnectRow, { kind: 'wallet' }>, onClick: () => void): HTMLLIElement {
  const item = document.createElement('li')
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'wallet'
  if (row.imageUrl) {
    const icon = document.createElement('img')
    icon.src = row.imageUrl
    icon.alt = ''
    button.append(icon)
  }
  button.append(`Connect ${row.name}`)
  button.addEventListener('click', onClick)
  item.append(button)
  return item
}
