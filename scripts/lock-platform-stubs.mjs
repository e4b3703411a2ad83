// The npm registry reachable here serves only this machine's platform builds of some packages (anvil, litesvm,
// rollup's native parts): `npm install` then leaves the other platforms' optional packages out of
// package-lock.json, and `npm ci` refuses the lock as out of sync. This script records each missing optional
// platform package in the lock with its version and its os/cpu/libc, so `npm ci` accepts the lock and skips
// those packages on this machine (as it does anywhere their platform does not match).
// Run it after any `npm install` that rewrites the lock: `node scripts/lock-platform-stubs.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'

const lockPath = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
const packages = lock.packages

/** os, cpu and libc of a platform package, from the platform words in its name. */
function platformOf(name) {
  const words = name.split('/').pop().split('-')
  const os = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'openharmony'].find((w) => words.includes(w))
  const cpuWords = { amd64: 'x64', x64: 'x64', arm64: 'arm64', arm: 'arm', ia32: 'ia32', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x' }
  const cpu = words.map((w) => cpuWords[w]).find(Boolean)
  const libc = words.includes('musl') || words.includes('musleabihf') ? 'musl' : words.includes('gnu') || words.includes('gnueabihf') ? 'glibc' : undefined
  if (!os || !cpu) return undefined
  return { os: [os], cpu: [cpu], ...(libc && os === 'linux' ? { libc: [libc] } : {}) }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path.includes('node_modules/') ? path.slice(0, path.lastIndexOf('node_modules/')) : ''
    const target = `${base}node_modules/${dep}`
    if (packages[target] || packages[`node_modules/${dep}`]) continue
    const platform = platformOf(dep)
    if (!platform) continue
    packages[`node_modules/${dep}`] = { version, ...platform, dev: entry.dev || undefined, optional: true }
    added++
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)))
lock.packages = sorted
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`lock-platform-stubs: recorded ${added} platform package(s) the registry here does not serve`)
