// The kit's no-bundler file (the third step of `npm run build`): scripts/standalone/portico-elements.js bundled
// with the packages' built dist into react-kit/dist/standalone/, minified for production, with the modal's views and
// each locale still fetched when used (chunks/ beside it). The file carries Preact's React-compatible runtime
// (`preact/compat`) where the kit imports React and react-dom: React 19's react-dom/client alone is about 69 kB gzip,
// Preact's runtime about 5 kB, which keeps the file's start under issue #36's 75 kB. The bundler entry,
// `@portico/react/element`, is untouched by this: it imports React, the app's own. Its stylesheet is the themes' and the
// kit's static CSS in one file, portico-elements.css, which the elements link into their shadow roots.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { build } from 'esbuild'

const outdir = 'react-kit/dist/standalone'
rmSync(outdir, { recursive: true, force: true })
await build({
  entryPoints: { 'portico-elements': 'scripts/standalone/portico-elements.js' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  // Packages resolve through their package.json exports, to the built dist, as in an app.
  tsconfig: 'scripts/size.tsconfig.json',
  // The kit's imports of React, react-dom and the JSX runtime resolve to preact/compat (a devDependency, bundled in).
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/compat/jsx-runtime',
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
})
const css = ['themes/dist/styles.css', 'react-kit/dist/styles.css'].map((file) => readFileSync(file, 'utf8'))
writeFileSync(`${outdir}/portico-elements.css`, css.join('\n'))
