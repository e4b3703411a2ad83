// PostCSS for vite builds in this repo: where vite builds the kit from its sources (the demo, `npm start`), the kit's
// rules outrank a host page's as in its published stylesheet, which rollup raises itself (scripts/kitSpecificity.mjs).
import { kitSpecificity } from './scripts/kitSpecificity.mjs'

export default {
  plugins: [kitSpecificity({ only: (file) => /[\\/]react-kit[\\/]src[\\/].*\.css\.ts/.test(file) })],
}
