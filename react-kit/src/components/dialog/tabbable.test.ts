import { afterEach, describe, expect, it } from 'vitest'
import { getTabbables } from './tabbable'

function mount(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.append(root)
  return root
}

const names = (elements: HTMLElement[]) => elements.map((el) => el.dataset.name)

afterEach(() => {
  document.body.innerHTML = ''
})

describe('getTabbables', () => {
  it('finds inputs, buttons, links and [tabindex] in document order', () => {
    const root = mount(`
      <input data-name="input">
      <button data-name="button">b</button>
      <a href="#x" data-name="link">l</a>
      <div tabindex="0" data-name="div"></div>
      <select data-name="select"></select>
      <textarea data-name="textarea"></textarea>`)
    expect(names(getTabbables(root))).toEqual(['input', 'button', 'link', 'div', 'select', 'textarea'])
  })

  it('skips disabled, hidden, inert, tabindex=-1, display:none, hidden inputs and links without href', () => {
    const root = mount(`
      <button disabled data-name="disabled">x</button>
      <fieldset disabled><input data-name="in-disabled-fieldset"></fieldset>
      <button hidden data-name="hidden">x</button>
      <div inert><button data-name="in-inert">x</button></div>
      <button tabindex="-1" data-name="minus-one">x</button>
      <div style="display:none"><button data-name="display-none">x</button></div>
      <button style="visibility:hidden" data-name="invisible">x</button>
      <input type="hidden" data-name="type-hidden">
      <a data-name="no-href">x</a>
      <button data-name="kept">x</button>`)
    expect(names(getTabbables(root))).toEqual(['kept'])
  })
})
