import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTranslator } from '../i18n'
import { en } from '../i18n/en'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { ErrorBoundary } from './ErrorBoundary'
import { Failure } from './Failure'

afterEach(cleanup)

describe('ErrorBoundary with a view’s failure', () => {
  it('replaces a failing view by a friendly message, reports the error, and can try again', async () => {
    const onError = vi.fn()
    const portico = testPortico({ onError })
    let fail = true
    function View() {
      if (fail) throw new Error('boom at line 12')
      return <p>view</p>
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const t = createTranslator(en, 'en')
    render(
      <ErrorBoundary portico={portico} fallback={(retry) => <Failure t={t} retry={retry} />}>
        <View />
      </ErrorBoundary>,
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
