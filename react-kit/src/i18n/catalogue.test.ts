import { ERROR_MESSAGES } from '@portico/sdk/errors'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { parametersOf, parseMessage, pluralsOf } from './icu'
import { flattenMessages } from './keys'
import { SUPPORTED_LOCALES, loadMessages } from './locales'

const english = flattenMessages(en)

describe('the English catalogue', () => {
  it('parses every message', () => {
    for (const [key, text] of english) expect(() => parseMessage(text), key).not.toThrow()
  })

  // The kit shows SDK errors by code; their English is the spec's, word for word.
  it('uses the SDK error catalogue word for word for error codes', () => {
    for (const [code, text] of Object.entries(en.errors)) {
      expect(ERROR_MESSAGES, code).toHaveProperty(code)
      expect(text, code).toBe(ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES])
    }
  })

  it('has a title for every view of spec §2', () => {
    const views = [
      'Connect',
      'Account',
      'AllWallets',
      'ConnectingWalletConnectBasic',
      'ConnectingWalletConnect',
      'ConnectingExternal',
      'ConnectingSiwe',
      'ConnectingFarcaster',
      'UnsupportedChain',
      'ApproveTransaction',
      'SIWXSignMessage',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
      'Swap',
    ]
    for (const view of views) expect(Object.keys(en.titles)).toContain(view)
  })
})

describe.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const load = async () => flattenMessages(await loadMessages(locale))

  it('has exactly the English keys', async () => {
    expect([...(await load()).keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('translates every message (none empty) with the same parameters as English', async () => {
    for (const [key, text] of await load()) {
      expect(text.trim(), key).not.toBe('')
      expect(parametersOf(parseMessage(text)), key).toEqual(parametersOf(parseMessage(english.get(key) ?? '')))
    }
  })

  it('gives every plural a branch for each plural category of the language', async () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    let plurals = 0
    for (const [key, text] of await load()) {
      for (const branches of Object.values(pluralsOf(parseMessage(text)))) {
        plurals++
        for (const category of categories) expect(branches, `${key} lacks "${category}"`).toContain(category)
      }
    }
    expect(plurals).toBeGreaterThan(0)
  })

  it('is a translation, not a copy of English', async () => {
    const messages = await load()
    const translated = [...messages].filter(([key, text]) => text !== english.get(key)).length
    expect(translated / messages.size).toBeGreaterThan(0.8)
  })
})

describe('loadMessages', () => {
  it('loads each locale as its own module, lazily', async () => {
    expect(await loadMessages('de')).toBe((await import('./de')).de)
    expect(await loadMessages('ar')).toBe((await import('./ar')).ar)
    expect((await loadMessages('ja')).common.close).toBe('閉じる')
  })

  it('loads English for a locale it does not have', async () => {
    expect(await loadMessages('fr')).toBe(en)
  })
})
