// The kit's subtree is its own: a host page's element and universal selectors (`h2 { color }`, `button:hover {
// border-color }`, `*:focus-visible { outline }`, `button { all: unset }`), its inherited text settings
// (`#root { text-align: center }`, `line-height`, `letter-spacing`, `color-scheme`) and its `box-sizing` do not reach
// it. Each kit root carries the theme attribute. Every selector of the kit's stylesheet carries the weight of an id
// (scripts/kitSpecificity.mjs adds `:not(#\#)` at build), so these rules outrank any page rule without an id, in
// every state; the kit's own classes, at the same weight and after them in the stylesheet (this file is imported
// before any of them), win over them. In order:
// - a kit root starts from the initial values: nothing of the page is inherited, the root sets its text afresh;
// - any other element of the kit starts from the browser's own styles (`all: revert`), as on a page without a
//   stylesheet, whatever the page's rules set (SVG and images keep their size attributes, which `revert` would drop:
//   they get the few resets below);
// - the kit's choices for text elements and controls (no margins, fonts inherited).
import { globalStyle } from '@vanilla-extract/css'
import { tokens } from './themeTokens'

const root = '[data-portico-theme]'

// What a page passes down by inheritance, set afresh on every kit root.
globalStyle(root, {
  all: 'initial',
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

// `:where` keeps this at the root attribute's weight: every class of the kit outranks it.
globalStyle(`${root} :where(:not(svg, svg *, img, iframe)), ${root} :where(*)::before, ${root} :where(*)::after`, {
  all: 'revert',
})
globalStyle(`${root} :where(input, textarea)::placeholder`, { all: 'revert' })
// `all: revert` also drops what an element's attributes ask (the browser's presentational hints): `hidden` hides.
globalStyle(`${root} [hidden]:not([hidden="until-found" i])`, { display: 'none' })
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
globalStyle(`${root} :where(img, svg, iframe)`, {
  display: 'inline',
  verticalAlign: 'baseline',
  color: 'inherit',
  border: 0,
  padding: 0,
  margin: 0,
  maxInlineSize: 'none',
  boxShadow: 'none',
  outline: 'none',
  opacity: 1,
  transform: 'none',
  filter: 'none',
})
globalStyle(`${root} :where(iframe)`, { display: 'block', colorScheme: 'normal' })
