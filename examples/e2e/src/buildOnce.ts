// One build per e2e run instead of one per test file: most files test the same production build of the demo app,
// and a vite build is the slowest part of their set-up. Files may run side by side, in separate processes: the first
// to ask takes a lock folder and builds; the others wait for its mark, then copy the result.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { inject } from 'vitest'

/** How often a waiting file looks for the builder's mark (the set-up's hook timeout bounds the wait). */
const POLL_MS = 200

/**
 * Puts the build named `name` into `outDir`: made by `build` once per run of the e2e project (in the folder its
 * global set-up provides), then copied. Outside that project (no shared folder), `build` writes into `outDir` itself.
 */
export async function buildOnce(name: string, outDir: string, build: (dir: string) => Promise<unknown>): Promise<void> {
  const shared = process.env.VITEST ? inject('e2eBuildsDir') : undefined
  if (!shared) {
    await build(outDir)
    return
  }
  const dir = join(shared, name)
  const lock = `${dir}.lock`
  if (await takeLock(lock)) {
    try {
      await build(dir)
    } catch (error) {
      await writeFile(join(lock, 'failed'), error instanceof Error ? (error.stack ?? error.message) : String(error))
      throw error
    }
    await writeFile(join(lock, 'done'), '')
  } else {
    await builtBy(lock, name)
  }
  await cp(dir, outDir, { recursive: true })
}

/** True when this process made the lock folder (and so builds); false when another process holds it. */
async function takeLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/** Waits for the builder's mark; its failure is this file's failure too. */
async function builtBy(lock: string, name: string): Promise<void> {
  for (;;) {
    if (existsSync(join(lock, 'done'))) return
    if (existsSync(join(lock, 'failed'))) {
      const reason = await readFile(join(lock, 'failed'), 'utf8')
      throw new Error(`The shared ${name} build failed in another test file:\n${reason}`)
    }
    await sleep(POLL_MS)
  }
}
