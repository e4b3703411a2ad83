import { afterEach, describe, expect, it } from 'vitest'
import { getTabbables } from './tabbable'

function mount(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.append(root)
  return root
}

const names = (elements: HTMLElement[]) => elements.map((el) => el.dataset['name'])

afterEach(() => {
  document.body.innerHTML = ''
})

describe('getTabbables', () => {
  it('finds inputs, buttons, links, [tabindex] and contenteditable in document order', () => {
    const root = mount(`
      <input data-name="input">
      <button data-name="button">b</button>
      <a href="#x" data-name="link">l</a>
      <div tabindex="0" data-name="div"></div>
      <div contenteditable="true" data-name="editable"></div>
      <select data-name="select"></select>
      <textarea data-name="textarea"></textarea>`)
    expect(names(getTabbables(root))).toEqual(['input', 'button', 'link', 'div', 'editable', 'select', 'textarea'])
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
      <div contenteditable="false" data-name="not-editable"></div>
      <button data-name="kept">x</button>`)
    expect(names(getTabbables(root))).toEqual(['kept'])
  })

  it('puts positive tabindex first, in ascending order', () => {
    const root = mount(`
      <button data-name="zero">x</button>
      <button tabindex="2" data-name="two">x</button>
      <button tabindex="1" data-name="one">x</button>`)
    expect(names(getTabbables(root))).toEqual(['one', 'two', 'zero'])
  })

  it('keeps one tab stop per radio group: the checked radio, else the first', () => {
    const root = mount(`
      <input type="radio" name="a" data-name="a1"><input type="radio" name="a" data-name="a2">
      <input type="radio" name="b" data-name="b1"><input type="radio" name="b" checked data-name="b2">`)
    expect(names(getTabbables(root))).toEqual(['a1', 'b2'])
  })
})
