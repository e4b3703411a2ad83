// Once per run of the e2e project: a folder for what its files build alike (the demo app), shared by them all and
// removed at the end. The first file that needs a build makes it there (`buildOnce`); the others copy it.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of shared builds (see `buildOnce`). */
    e2eBuildsDir: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-e2e-builds-'))
  project.provide('e2eBuildsDir', dir)
  return () => rm(dir, { recursive: true, force: true })
}
