// The tokens every style file of the kit reads (`themeTokens.ts`). Importing them loads the host-isolation rules
// first (`isolation.css.ts`), so those come before any of the kit's own rules in the stylesheet, which then win.
import './isolation.css'

export { tokens } from './themeTokens'
