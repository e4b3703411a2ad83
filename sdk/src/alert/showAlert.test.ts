import { describe, expect, it } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { hideAlert } from './hideAlert'
import { showAlert } from './showAlert'
import { showAlertOnce } from './showAlertOnce'

describe('alert', () => {
  it('shows until hidden', () => {
    const p = testPortico()
    showAlert(p, { message: 'Project ID Not Configured', variant: 'error' })
    expect(p.$alert.get()).toMatchObject({ open: true, message: 'Project ID Not Configured', variant: 'error' })
    hideAlert(p)
    expect(p.$alert.get().open).toBe(false)
  })

  it('showAlertOnce shows a key the first time only', () => {
    const p = testPortico()
    const alert = { message: 'Origin not found on Allowlist, update configuration', variant: 'error' } as const
    expect(showAlertOnce(p, { key: 'origin-403', ...alert })).toBe(true)
    hideAlert(p)
    expect(showAlertOnce(p, { key: 'origin-403', ...alert })).toBe(false)
    expect(p.$alert.get().open).toBe(false)
    expect(showAlertOnce(p, { key: 'other', message: 'Network Not Found', variant: 'warning' })).toBe(true)
  })

  it('once-keys belong to one instance', () => {
    const a = testPortico()
    const b = testPortico()
    showAlertOnce(a, { key: 'k', message: 'x', variant: 'info' })
    expect(showAlertOnce(b, { key: 'k', message: 'x', variant: 'info' })).toBe(true)
  })
})
