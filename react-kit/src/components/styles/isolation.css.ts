// The kit's subtree is its own: a host page's element selectors (`h2 { color }`, `button { padding }`), its
// inherited text settings (`#root { text-align: center }`, `line-height`, `letter-spacing`) and its `box-sizing`
// do not reach it. Each kit root carries the theme attribute; these rules reset what a host may set, at the
// specificity of one attribute (0,1,0): above any element selector of the host, and equal to the kit's own
// classes, which come after them in the stylesheet and so win (this file is imported before any of them).
import { globalStyle } from '@vanilla-extract/css'
import { tokens } from './themeTokens'

const root = '[data-portico-theme]'

// What a page passes down by inheritance, set afresh on every kit root.
globalStyle(root, {
  color: tokens.text,
  fontFamily: tokens.fontFamily,
  fontSize: tokens.fontSizeMd,
  fontStyle: 'normal',
  fontWeight: 400,
  lineHeight: 1.5,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textAlign: 'start',
  textIndent: 0,
  textTransform: 'none',
  textShadow: 'none',
  whiteSpace: 'normal',
  boxSizing: 'border-box',
})

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' })

// Text elements: no page margins, colours, fonts or alignment of their own.
globalStyle(`${root} :where(h1, h2, h3, h4, h5, h6, p, ul, ol, li, dl, dt, dd, figure, blockquote, label, span, a)`, {
  margin: 0,
  color: 'inherit',
  font: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  textAlign: 'inherit',
  textTransform: 'inherit',
  textShadow: 'none',
  textDecoration: 'none',
  background: 'none',
  border: 0,
})
globalStyle(`${root} :where(ul, ol, li)`, { padding: 0, listStyle: 'none' })

// Controls: the page's button and input styles (padding, borders, shadows, fonts) stop at the kit.
const controlBox = {
  margin: 0,
  textShadow: 'none',
  boxShadow: 'none',
  minInlineSize: 0,
  minBlockSize: 0,
  blockSize: 'auto',
  inlineSize: 'auto',
  maxInlineSize: 'none',
  float: 'none',
  verticalAlign: 'baseline',
} as const
globalStyle(`${root} :where(button, input, select, textarea)`, {
  ...controlBox,
  font: 'inherit',
  color: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  textAlign: 'inherit',
  textTransform: 'none',
})
// A kit root that is itself a button (ConnectButton, AccountButton): its text settings are the root's, above.
globalStyle(`:where(button, a)${root}`, controlBox)
globalStyle(`${root} :where(img, svg)`, { border: 0, padding: 0, margin: 0, maxInlineSize: 'none', boxShadow: 'none' })
