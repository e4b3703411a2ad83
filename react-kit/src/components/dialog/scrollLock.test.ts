import { describe, expect, it } from 'vitest'
import { lockScroll } from './scrollLock'

describe('lockScroll', () => {
  it('sets overflow hidden on the element and restores the previous value, without adding a <style>', () => {
    document.body.style.overflow = 'scroll'
    const styles = document.querySelectorAll('style').length
    const unlock = lockScroll(document.body)
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.querySelectorAll('style').length).toBe(styles)
    unlock()
    expect(document.body.style.overflow).toBe('scroll')
  })

  it('nested locks unwind to the original value', () => {
    document.body.style.overflow = ''
    const unlockOuter = lockScroll(document.body)
    const unlockInner = lockScroll(document.body)
    unlockInner()
    expect(document.body.style.overflow).toBe('hidden')
    unlockOuter()
    expect(document.body.style.overflow).toBe('')
  })
})
