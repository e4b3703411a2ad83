import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { en } from '../i18n/en'
import { de } from '../i18n/de'
import { ptBR } from '../i18n/pt-BR'
import { fr } from '../i18n/fr'
import { setLocale } from '@portico/sdk'
import { loadMessages } from '../i18n/loadMessages'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { useCatalogue } from './useCatalogue'

afterEach(cleanup)

describe('useCatalogue', () => {
  it('loads no catalogue for English: the views bring their English parts', async () => {
    const { result } = renderHook(() => useCatalogue(testPortico(), 'en'))
    // Had the hook asked for the English catalogue, it would be shown once this same load settles.
    await act(async () => {
      await loadMessages('en')
    })
    expect(result.current.locale).toBe('en')
    expect(result.current.messages).toEqual({})
  })

  it('loads the whole English catalogue when the app overrides messages, so every override key is checked', async () => {
    const overrides = { 'start.buttons.connect': 'Sign in' } as const
    const { result } = renderHook(() => useCatalogue(testPortico(), 'en', overrides))
    await waitFor(() => expect(result.current.messages).toBe(en), { timeout: 5000 })
  })

  it('loads another locale lazily, then back to no catalogue for English', async () => {
    const portico = testPortico()
    const { result, rerender } = renderHook(({ locale }) => useCatalogue(portico, locale), {
      initialProps: { locale: 'de' },
    })
    expect(result.current.messages).toEqual({})
    await waitFor(() => expect(result.current.messages).toBe(de), { timeout: 5000 })
    rerender({ locale: 'en' })
    await waitFor(() => expect(result.current.messages).toEqual({}))
    expect(result.current.locale).toBe('en')
  })

  it('follows setLocale over the locale prop, and the prop again once setLocale is cleared', async () => {
    const portico = testPortico()
    const { result } = renderHook(() => useCatalogue(portico, 'de'))
    await waitFor(() => expect(result.current.messages).toBe(de), { timeout: 5000 })
    act(() => setLocale(portico, { locale: 'pt-PT' }))
    await waitFor(() => expect(result.current.messages).toBe(ptBR), { timeout: 5000 })
    expect(result.current.locale).toBe('pt-BR')
    act(() => setLocale(portico, { locale: undefined }))
    await waitFor(() => expect(result.current.messages).toBe(de), { timeout: 5000 })
  })

  it("starts from the instance's locale option", async () => {
    const portico = testPortico({ locale: 'fr-CA' })
    const { result } = renderHook(() => useCatalogue(portico, undefined))
    await waitFor(() => expect(result.current.messages).toBe(fr), { timeout: 5000 })
  })
})
