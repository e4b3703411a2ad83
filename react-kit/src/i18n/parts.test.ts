import { readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { startMessages } from './en/start'
import { flattenMessages } from './keys'

// Each view names the parts of the English catalogue it shows (`useTranslation(shellMessages, sendMessages)`);
// a key whose English is in no named part would show as a bare key in English. This reads the kit's sources:
// for every module that takes a translator (and the helpers it hands it to), every message key it spells must be
// in the start's English or in a part it names.

const kit = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const english = flattenMessages(en)
const sections = Object.keys(en).join('|')
const KEY = new RegExp(`['\`]((?:${sections})\\.[\\w.]*)(\\$\\{)?`, 'g')

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'i18n' || name === 'testing' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const read = (file: string) => readFileSync(file, 'utf8')
const takesTranslator = (text: string) =>
  /useTranslation\(|const \{[^}]*\bt\b[^}]*\} = usePorticoContext\(\)/.test(text)
/**
 * A module that uses its translator only for the locale's number and date formats (`t.formatBalance(…)`, with
 * `useTranslation()` naming no part): no text.
 */
const formatsOnly = (text: string) => /\bt\.format\w+\(/.test(text) && !/\bt\(|useTranslation\(\w/.test(text)

/** The relative modules a file imports, resolved to files of the kit. */
function importsOf(file: string): string[] {
  return [...read(file).matchAll(/from '(\.[^']+)'/g)].flatMap(([, spec]) => {
    const base = resolve(dirname(file), spec ?? '')
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].filter((path) => {
      try {
        return statSync(path).isFile()
      } catch {
        return false
      }
    })
  })
}

/** The file and the helpers it may hand its translator to (modules that take none themselves). */
function withHelpers(file: string): string[] {
  const seen = new Set<string>([file])
  const queue = [file]
  for (let next = queue.pop(); next; next = queue.pop()) {
    for (const imported of importsOf(next)) {
      if (
        seen.has(imported) ||
        (/\/(components|hooks|i18n|provider)\//.test(imported) && !imported.endsWith('/i18n/noticeText.ts')) ||
        takesTranslator(read(imported))
      )
        continue
      seen.add(imported)
      queue.push(imported)
    }
  }
  return [...seen]
}

/** The English a file's translator knows: the start's and the parts named in its `useTranslation(...)` calls. */
async function knownEnglish(file: string): Promise<Map<string, string>> {
  const known = flattenMessages(startMessages)
  const names = [...read(file).matchAll(/useTranslation\(([^)]*)\)/g)].flatMap(([, args]) => (args ?? '').split(/,\s*/))
  for (const name of names.filter(Boolean)) {
    const part = ((await import(`./en/${name.replace(/Messages$/, '')}.ts`)) as Record<string, object>)[name]
    expect(part, `${name} in ${relative(kit, file)}`).toBeDefined()
    for (const [key, text] of flattenMessages(part ?? {})) known.set(key, text)
  }
  return known
}

/**
 * The message keys a file spells: 'send.preview', and every key under a `account.activity.operation.${…}` prefix. An SDK
 * error looked up by its code (`errors.${code}`) is not counted: `i18n/noticeText` asks the translator whether
 * it has the text and otherwise shows the SDK's message, which is the English (its own test holds that).
 */
function keysIn(file: string): string[] {
  return [...read(file).matchAll(KEY)].flatMap(([, spelled = '', template]) => {
    if (template && spelled === 'errors.') return []
    if (template || spelled.endsWith('.')) return [...english.keys()].filter((key) => key.startsWith(spelled))
    return english.has(spelled) ? [spelled] : []
  })
}

describe('the English parts the kit names', () => {
  const translating = sources(kit).filter(
    (file) => takesTranslator(read(file)) && !formatsOnly(read(file)) && !file.endsWith('useTranslation.ts'),
  )

  it('finds the modules that take a translator', () => {
    expect(translating.length).toBeGreaterThan(40)
  })

  it.each(translating.map((file) => relative(kit, file)))('%s has the English of every key it shows', async (file) => {
    const known = await knownEnglish(join(kit, file))
    const used = withHelpers(join(kit, file)).flatMap(keysIn)
    expect(used.length, 'no key found: is the pattern still right?').toBeGreaterThan(0)
    expect(used.filter((key) => !known.has(key))).toEqual([])
  })
})
