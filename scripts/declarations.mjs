// The packages' declarations: `tsc` emits one .d.ts per source file into each package's dist/types (the
// package.json `exports` point there), in dependency order, because the kit's declarations resolve the SDK's and
// the themes' through their packages as an app does. Declarations of earlier builds are removed first. The sources
// import without file extensions (bundler resolution); the emitted relative imports get theirs (`./x.js`,
// `./x/index.js`), so an app compiled with `node16` / `nodenext` resolution reads them too.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const packages = ['sdk', 'themes', 'react-kit']

/** Removes every .d.ts under `folder` (and `folder/types`), so a package never ships declarations of gone files. */
function removeDeclarations(folder) {
  rmSync(join(folder, 'types'), { recursive: true, force: true })
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.d.ts')) rmSync(join(entry.parentPath, entry.name))
}

/** `specifier` (relative, without extension) as node16 resolution wants it, from the declarations beside `file`. */
function withExtension(file, specifier) {
  const target = join(dirname(file), specifier)
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`
  return specifier
}

/**
 * Gives every relative import and export of the declarations under `folder` its file extension, and every module
 * augmentation (`declare module '../portico/types'`: an entry adding its store to the instance's type).
 */
function addExtensions(folder) {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue
    const file = join(entry.parentPath, entry.name)
    const source = readFileSync(file, 'utf8')
    const fixed = source.replace(
      /((?:from|import|declare\s+module)\s*\(?\s*)(['"])(\.{1,2}(?:\/[^'"]*?)?)\2/g,
      (_, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`,
    )
    if (fixed !== source) writeFileSync(file, fixed)
  }
}

for (const dir of packages) {
  removeDeclarations(`${dir}/dist`)
  execFileSync('npx', ['tsc', '-p', `${dir}/tsconfig.build.json`], { stdio: 'inherit' })
  addExtensions(`${dir}/dist/types`)
}
