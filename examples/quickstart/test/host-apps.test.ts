// The quick start as an app developer meets it (issue #33): a fresh create-vite react-ts app and a Next.js App
// Router app, each with the three packages installed from their packed tarballs (what npm would publish) and the
// README's blocks pasted in exactly as README.md shows them, so a README block that changes is what this builds.
// Each app is built the way its developer builds it (`npm run build`: create-vite's `tsc -b && vite build`, and
// `next build`), then served (a static server for vite's dist, `next start` for Next.js) and opened in Chromium:
// the Connect button shows, opens the modal, and the page logs no error (no hydration warning). The README's
// instance talks to the devnet at 127.0.0.1:8787; the browser's requests there are forwarded to a devnet started
// here on a free port, so the pasted code stays as the README shows it.
//
// Needs `npm run build` first (`npm test` builds before it tests). The installs use npm's cache
// (`--prefer-offline`): the registry is asked only for what the cache lacks (on a fresh machine, create-vite's
// template dependencies and Next.js). With the cache warm, on a 2-core machine busy with other work: the create-vite
// app about 50 s, the Next.js app about 140 s (install, `next build`), and a minute or two for packing, the devnet and
// removing the apps.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@portico-examples/devnet'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico-examples/e2e/src/launchBrowser'
import { serveStatic } from '@portico-examples/e2e/src/serveStatic'
import { readmeFiles, repoRoot } from './readmeFiles'

const run = promisify(execFile)
const require = createRequire(import.meta.url)

/** Where the README's instance expects the devnet. */
const README_DEVNET = 'http://127.0.0.1:8787'
/** The Next.js an app gets today, and the TypeScript create-next-app pairs with it (Next.js runs the compiler's API). */
const NEXT_VERSION = '16.4.6'
const NEXT_TYPESCRIPT_VERSION = '5.9.3'
/** The quick-start files a React app holds (wagmi.ts belongs to a wagmi app). */
const REACT_APP_FILES = ['portico.ts', 'sdk.ts', 'headless.ts', 'api.ts', 'App.tsx', 'WalletButton.tsx']

let work = ''
let dataDir = ''
let tarballs: string[] = []
let devnet: Devnet
let browser: Browser

/** A developer's shell: without the test runner's NODE_ENV ('test') and flags, so the apps build for production. */
function appEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.includes('VITEST')) delete env[key]
  return env
}

async function sh(cwd: string, command: string, args: string[], timeout = 600_000) {
  try {
    return await run(command, args, { cwd, env: appEnv(), timeout, maxBuffer: 64 * 1024 * 1024 })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`)
  }
}

const npmInstall = (cwd: string, specs: string[] = []) =>
  sh(cwd, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...specs])

/** The version of a package in the repo's own install (in npm's cache, then). */
const installedVersion = (name: string): string =>
  JSON.parse(readFileSync(require.resolve(`${name}/package.json`, { paths: [repoRoot] }), 'utf8')).version

/** Pastes the README's blocks into `dir`, as the README shows them. */
function pasteReadme(dir: string, names: string[]) {
  const blocks = readmeFiles()
  mkdirSync(dir, { recursive: true })
  for (const name of names) {
    const code = blocks.get(name)?.code
    expect(code, `README.md has no block for examples/quickstart/src/${name}`).toBeDefined()
    writeFileSync(join(dir, name), code ?? '')
  }
}

/** Opens `url`, forwarding the README's devnet address to this test's devnet; collects what the page logs. */
async function openApp(url: string): Promise<{ page: Page; logged: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  const page = await context.newPage()
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`))
  await context.route(`${README_DEVNET}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(README_DEVNET, devnet.apiUrl) })
    await route.fulfill({ response })
  })
  await page.goto(url)
  return { page, logged }
}

/** What a user checks: the button, the modal it opens, nothing logged. */
async function expectConnectWorks(url: string) {
  const { page, logged } = await openApp(url)
  try {
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await button.waitFor()
    await button.click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    expect(logged).toEqual([])
  } finally {
    await page.context().unrouteAll({ behavior: 'ignoreErrors' }) // images still on their way when the test ends
    await page.context().close()
  }
}

beforeAll(async () => {
  for (const dir of ['sdk', 'themes', 'react-kit'])
    expect(
      existsSync(join(repoRoot, dir, 'dist/index.js')),
      `${dir}/dist is missing: run \`npm run build\` first`,
    ).toBe(true)
  work = mkdtempSync(join(tmpdir(), 'portico-host-apps-'))
  dataDir = join(work, 'devnet')
  const packed = await sh(repoRoot, 'npm', [
    'pack',
    '--json',
    '--pack-destination',
    work,
    '-w',
    'sdk',
    '-w',
    'themes',
    '-w',
    'react-kit',
  ])
  tarballs = (JSON.parse(packed.stdout) as { filename: string }[]).map(({ filename }) => join(work, filename))
  ;[devnet, browser] = await Promise.all([
    startDevnet({ port: 0, chainPorts: [0, 0], dataDir, reset: true, quiet: true }),
    chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
  ])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await devnet?.stop()
  if (work) await rm(work, { recursive: true, force: true }) // two apps' node_modules: slow on a busy disk
}, 300_000)

describe('the quick start pasted into a fresh app', () => {
  it('create-vite react-ts: installs, builds (tsc -b, vite build) and connects in Chromium', async () => {
    const createVite = join(require.resolve('create-vite/package.json', { paths: [repoRoot] }), '../index.js')
    await sh(work, process.execPath, [createVite, 'vite-app', '--no-interactive', '--template', 'react-ts'])
    const app = join(work, 'vite-app')
    // create-vite's main.tsx imports `App` from './App.tsx'; the README's blocks replace its App and sit beside it.
    pasteReadme(join(app, 'src'), REACT_APP_FILES)
    await npmInstall(app, [...tarballs, `viem@${installedVersion('viem')}`])
    await sh(app, 'npm', ['run', 'build'])

    const dist = join(app, 'dist')
    const css = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.css'))
    expect(css.map((name) => readFileSync(join(dist, 'assets', name), 'utf8')).join('')).toContain('--portico-')
    const server = await serveStatic(dist)
    try {
      await expectConnectWorks(server.url)
    } finally {
      await server.close()
    }
  }, 900_000)

  it('Next.js App Router: builds, server-renders the button and hydrates in Chromium without a warning', async () => {
    const app = join(work, 'next-app')
    pasteReadme(join(app, 'src'), ['portico.ts', 'App.tsx'])
    mkdirSync(join(app, 'app'))
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'next-app', private: true, scripts: { build: 'next build', start: 'next start' } }),
    )
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2017',
          lib: ['dom', 'dom.iterable', 'esnext'],
          skipLibCheck: true,
          strict: true,
          noEmit: true,
          esModuleInterop: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          resolveJsonModule: true,
          isolatedModules: true,
          jsx: 'react-jsx',
          incremental: true,
          plugins: [{ name: 'next' }],
        },
        include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
        exclude: ['node_modules'],
      }),
    )
    writeFileSync(
      join(app, 'app/layout.tsx'),
      [
        "import type { ReactNode } from 'react'",
        '',
        'export default function RootLayout({ children }: { children: ReactNode }) {',
        '  return (',
        '    <html lang="en">',
        '      <body>{children}</body>',
        '    </html>',
        '  )',
        '}',
        '',
      ].join('\n'),
    )
    // The README's App is the page, as a client component (the kit's provider holds React state).
    writeFileSync(
      join(app, 'app/page.tsx'),
      "'use client'\nimport App from '../src/App'\n\nexport default function Page() {\n  return <App />\n}\n",
    )
    const react = installedVersion('react')
    await npmInstall(app, [
      ...tarballs,
      `viem@${installedVersion('viem')}`,
      `next@${NEXT_VERSION}`,
      `react@${react}`,
      `react-dom@${react}`,
      `typescript@${NEXT_TYPESCRIPT_VERSION}`,
      `@types/react@${installedVersion('@types/react')}`,
      `@types/react-dom@${installedVersion('@types/react-dom')}`,
      `@types/node@${installedVersion('@types/node')}`,
    ])
    await sh(app, 'npm', ['run', 'build'])

    const { server, url } = await nextStart(app)
    try {
      // The server's HTML already holds the button (server rendering), before any script runs.
      const html = await (await fetch(url)).text()
      expect(html).toContain('Connect Wallet')
      await expectConnectWorks(url)
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill()
      await exited
    }
  }, 900_000)
})

/** `next start` on a free 127.0.0.1 port; resolves with its URL once it is ready. */
function nextStart(app: string): Promise<{ server: ChildProcess; url: string }> {
  const next = join(app, 'node_modules/next/dist/bin/next')
  const server = spawn(process.execPath, [next, 'start', '--hostname', '127.0.0.1', '--port', '0'], {
    cwd: app,
    env: appEnv(),
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output)
      if (url && /Ready|ready/.test(output)) resolve({ server, url: url[0] })
    }
    server.stdout.on('data', onData)
    server.stderr.on('data', onData)
    server.on('exit', (code) => reject(new Error(`next start exited (${code}):\n${output}`)))
  })
}
