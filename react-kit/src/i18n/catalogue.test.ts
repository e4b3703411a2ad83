import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { parametersOf, parseMessage, pluralsOf } from './icu'
import { flattenMessages } from './keys'
import { loadMessages } from './loadMessages'
import { SUPPORTED_LOCALES } from './locales'

const english = flattenMessages(en)

describe('the English catalogue', () => {
  it('parses every message', () => {
    for (const [key, text] of english) expect(() => parseMessage(text), key).not.toThrow()
  })

  it('is one file per section (en/<section>.ts holds the section of that name and nothing else)', async () => {
    const files = readdirSync(join(dirname(fileURLToPath(import.meta.url)), 'en')).filter((file) => file !== 'index.ts')
    expect(files.length).toBeGreaterThan(10)
    const owner = new Map<string, string>()
    for (const file of files) {
      const module = (await import(`./en/${file.replace(/\.ts$/, '')}.ts`)) as Record<string, object>
      const part = module[`${file.replace(/\.ts$/, '')}Messages`]
      expect(part, file).toBeDefined()
      expect(Object.keys(part ?? {}), file).toEqual([file.replace(/\.ts$/, '')])
      for (const [key, text] of flattenMessages(part ?? {})) {
        expect(owner.get(key), `${key} is in ${owner.get(key)} and ${file}`).toBeUndefined()
        owner.set(key, file)
        expect(english.get(key), key).toBe(text)
      }
    }
    expect([...owner.keys()].sort()).toEqual([...english.keys()].sort())
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
    for (const view of views) expect(Object.keys(en.shell.titles)).toContain(view)
  })
})

describe.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const load = async () => flattenMessages(await loadMessages(locale))

  it('has exactly the English keys (the failure lists the keys to add or remove)', async () => {
    const messages = await load()
    const missing = [...english.keys()].filter((key) => !messages.has(key))
    const extra = [...messages.keys()].filter((key) => !english.has(key))
    expect(
      { missing, extra },
      `${locale} lacks ${missing.length} English keys and has ${extra.length} unknown ones`,
    ).toEqual({
      missing: [],
      extra: [],
    })
  })

  it('translates every message (none empty) with the same parameters as English', async () => {
    const wrong: string[] = []
    for (const [key, text] of await load()) {
      expect(text.trim(), key).not.toBe('')
      const expected = parametersOf(parseMessage(english.get(key) ?? text))
      const actual = parametersOf(parseMessage(text))
      if (actual.join() !== expected.join())
        wrong.push(`${key}: {${actual.join('}, {')}} instead of {${expected.join('}, {')}}`)
    }
    expect(wrong).toEqual([])
  })

  it('gives every plural a branch for each CLDR plural category of the language, and no other', async () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    let plurals = 0
    for (const [key, text] of await load()) {
      for (const branches of Object.values(pluralsOf(parseMessage(text)))) {
        plurals++
        const named = branches.filter((branch) => !branch.startsWith('='))
        expect([...named].sort(), `${key}: the branches of ${locale} are ${categories.join(', ')}`).toEqual(
          [...categories].sort(),
        )
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
    expect((await loadMessages('ja')).shell.common.close).toBe('閉じる')
  })

  it('loads English for a locale it does not have', async () => {
    expect(await loadMessages('sw')).toBe(en)
  })

  it('has the 24 locales of issue #37, each its own module', async () => {
    expect(SUPPORTED_LOCALES).toHaveLength(24)
    expect((await loadMessages('pt-BR')).shell.common.close).toBe((await import('./pt-BR')).ptBR.shell.common.close)
    expect(await loadMessages('zh-HK')).not.toBe(await loadMessages('zh-TW'))
  })
})
