import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTranslator } from '../i18n'
import { en } from '../i18n/en'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { ViewErrorBoundary } from './ViewErrorBoundary'

afterEach(cleanup)

describe('ViewErrorBoundary', () => {
  it('replaces a failing view by a friendly message, reports the error, and can try again', async () => {
    const onError = vi.fn()
    const portico = testPortico({ onError })
    let fail = true
    function View() {
      if (fail) throw new Error('boom at line 12')
      return <p>view</p>
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ViewErrorBoundary portico={portico} t={createTranslator(en, 'en')}>
        <View />
      </ViewErrorBoundary>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Something went wrong')
    expect(alert.textContent).not.toContain('boom')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'ACTION_FAILED' }))
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('view')).toBeTruthy()
    quiet.mockRestore()
  })
})
