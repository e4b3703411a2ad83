// Builds (and serves in development) the demo app against the packages' sources: the same aliases as the root
// tsconfig and vitest, React, and vanilla-extract for the kit's static CSS. `__DEVNET__` is the devnet's URLs when
// `npm start` serves the app; a build reads them from `devnet.json` next to the page instead (null here).
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

const root = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/**
 * Keeps every vanilla-extract stylesheet (`*.css.ts`) of the packages' sources. Their package.json files declare
 * `"sideEffects": ["*.css"]` for their built `dist`, which from the sources would let the bundler drop a stylesheet
 * that only sets global styles, such as the light and dark themes of @portico/themes.
 */
function keepStylesheets(): Plugin {
  return {
    name: 'portico-keep-stylesheets',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('.css')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && /\.css\.ts$/.test(resolved.id) ? { ...resolved, moduleSideEffects: true } : null
    },
  }
}

/**
 * Where `@portico/*` comes from. From the sources (the default): the same aliases as the root tsconfig and vitest;
 * vanilla-extract builds the kit's CSS from its modules, so the kit's published stylesheet is an empty file here.
 * In mode `packages` (`vite build --mode packages`): no alias, so the workspace packages resolve through their
 * `exports` to the built `dist/` (`npm run build` first), as in an app that installed them.
 */
const sourceAliases = [
  { find: /^@portico\/sdk$/, replacement: root('../../sdk/src/index.ts') },
  { find: /^@portico\/sdk\/(.*)$/, replacement: root('../../sdk/src/$1/index.ts') },
  // What an app imports from the published packages: the light and dark themes' and the kit's static CSS.
  { find: /^@portico\/themes\/styles\.css$/, replacement: root('../../themes/src/themes.css.ts') },
  { find: /^@portico\/react\/styles\.css$/, replacement: root('./src/fromSources.css') },
  { find: /^@portico\/themes$/, replacement: root('../../themes/src/index.ts') },
  { find: /^@portico\/react$/, replacement: root('../../react-kit/src/index.ts') },
]

export default defineConfig(({ mode }) => ({
  root: root('./'),
  base: './',
  logLevel: 'warn',
  plugins: [keepStylesheets(), react(), vanillaExtractPlugin()],
  define: { __DEVNET__: 'null' },
  resolve: { alias: mode === 'packages' ? [] : sourceAliases },
  build: { outDir: root('./dist'), emptyOutDir: true, target: 'es2022' },
}))
