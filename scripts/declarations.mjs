// The packages' declarations: `tsc` emits one .d.ts per source file into each package's dist/types (the
// package.json `exports` point there), in dependency order, because the kit's declarations resolve the SDK's and
// the themes' through their packages as an app does. Declarations of earlier builds are removed first.
import { execFileSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const packages = ['sdk', 'themes', 'react-kit']

/** Removes every .d.ts under `folder` (and `folder/types`), so a package never ships declarations of gone files. */
function removeDeclarations(folder) {
  rmSync(join(folder, 'types'), { recursive: true, force: true })
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.d.ts')) rmSync(join(entry.parentPath, entry.name))
}

for (const dir of packages) {
  removeDeclarations(`${dir}/dist`)
  execFileSync('npx', ['tsc', '-p', `${dir}/tsconfig.build.json`], { stdio: 'inherit' })
}
