import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
const r = await build({ entryPoints: [process.argv[2]], bundle: true, minify: true, format: 'esm', write: false, metafile: true, platform: 'browser', logLevel: 'silent', tsconfig: 'scripts/size.tsconfig.json', external: process.argv[3] ? process.argv[3].split(',') : [] })
const out = Object.values(r.metafile.outputs)[0]
console.log('total min', r.outputFiles[0].contents.length, 'gzip', gzipSync(r.outputFiles[0].contents).length)
const byDir = {}
for (const [f, v] of Object.entries(out.inputs)) { const k = f.includes('node_modules') ? f.split('node_modules/')[1].split('/').slice(0, f.includes('/@') ? 2 : 1).join('/') : f.split('/').slice(0, 3).join('/'); byDir[k] = (byDir[k] || 0) + v.bytesInOutput }
console.log(Object.entries(byDir).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v}\t${k}`).join('\n'))
