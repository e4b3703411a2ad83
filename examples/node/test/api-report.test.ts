// The API report's check (scripts/api-report.mjs, run by `npm test` after the build), run as `npm test` runs it, in a
// folder of three small built packages: it passes on the surface it reported and fails, naming the entry and the
// names, when a name is added, removed or changes its signature, or an entry has no report.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const script = fileURLToPath(new URL('../../../scripts/api-report.mjs', import.meta.url))
let folder = ''

function write(path: string, text: string) {
  mkdirSync(dirname(join(folder, path)), { recursive: true })
  writeFileSync(join(folder, path), text)
}

function pkg(dir: string, name: string, entries: string[]) {
  const exports = Object.fromEntries(
    entries.map((entry) => [
      entry === 'index' ? '.' : `./${entry}`,
      { types: `./dist/types/${entry}.d.ts`, import: `./dist/${entry}.js` },
    ]),
  )
  write(`${dir}/package.json`, JSON.stringify({ name, exports: { ...exports, './package.json': './package.json' } }))
}

/** `node scripts/api-report.mjs [--check]` in the fixture folder: its exit code and what it printed. */
function report(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('node', [script, ...args], { cwd: folder }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}` }),
    )
  })
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'portico-api-report-'))
  pkg('sdk', '@portico/sdk', ['index', 'api'])
  write(
    'sdk/dist/types/index.d.ts',
    [
      '/** Creates an instance. */',
      'export declare function createPortico(options: { projectId: string }): Portico;',
      'export interface Portico { readonly projectId: string }',
      'export declare const PAIRING_LIFETIME_MS = 240000;',
      'export type View = "Connect" | "Account";',
    ].join('\n'),
  )
  write('sdk/dist/types/api.d.ts', 'export declare function createCatalogueClient(baseUrl: string): object;\n')
  pkg('react-kit', '@portico/react', ['index'])
  write('react-kit/dist/types/index.d.ts', 'export declare function ConnectButton(props: { label?: string }): null;\n')
  pkg('themes', '@portico/themes', ['index'])
  write('themes/dist/types/index.d.ts', 'export declare const darkTheme: string;\n')
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

// Each check starts Node and the TypeScript compiler: seconds on a busy machine.
describe('scripts/api-report.mjs', { timeout: 120_000 }, () => {
  it('writes one report per public entry with each name, its kind and its signature, and passes its check', async () => {
    expect((await report()).code).toBe(0)
    const core = readFileSync(join(folder, 'docs/api-report/portico-sdk.api.md'), 'utf8')
    expect(core).toContain('// createPortico: function\nfunction createPortico(options: {')
    expect(core).toContain('// PAIRING_LIFETIME_MS: const\nconst PAIRING_LIFETIME_MS: 240000')
    expect(core).toContain('// View: type\ntype View = "Connect" | "Account";')
    expect(core).not.toContain('Creates an instance') // doc comments are not the surface
    for (const file of ['portico-sdk-api.api.md', 'portico-react.api.md', 'portico-themes.api.md'])
      expect(readFileSync(join(folder, 'docs/api-report', file), 'utf8')).toContain('```ts')
    expect(await report('--check')).toMatchObject({ code: 0 })
  })

  it('fails when a name is added, removed or changes its signature, and names each', async () => {
    await report()
    write(
      'sdk/dist/types/index.d.ts',
      [
        'export declare function createPortico(options: { projectId: string; debug?: boolean }): Portico;',
        'export interface Portico { readonly projectId: string }',
        'export declare function isEvmAddress(value: string): boolean;',
        'export type View = "Connect" | "Account";',
      ].join('\n'),
    )
    const { code, output } = await report('--check')
    expect(code).toBe(1)
    expect(output).toContain('portico-sdk.api.md: + isEvmAddress, - PAIRING_LIFETIME_MS, ~ createPortico')
    expect(output).not.toContain('portico-sdk-api.api.md')
  })

  it('fails when an entry has no report, or a report no entry', async () => {
    await report()
    pkg('sdk', '@portico/sdk', ['index', 'constants'])
    write('sdk/dist/types/constants.d.ts', 'export declare const NAME_ZONE = "reown.id";\n')
    const { code, output } = await report('--check')
    expect(code).toBe(1)
    expect(output).toContain('portico-sdk-constants.api.md: a new entry with no report')
    expect(output).toContain('portico-sdk-api.api.md: the entry is gone')
  })
})
