// The Vue example, built against the packages' dist (`npm run build` first), as in an app that installed them.
// Vue is told that the `portico-*` tags are custom elements, not Vue components.
import vue from '@vitejs/plugin-vue'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  root: root('./'),
  base: './',
  logLevel: 'warn',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('portico-') } } })],
  build: { outDir: root('./dist'), emptyOutDir: true, target: 'es2022' },
})
