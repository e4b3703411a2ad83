// @ts-check
// The kit's stylesheet outranks a host page's. A page's `button:hover { border-color }` (specificity 0,1,1) beat the
// kit's one-class rules (0,1,0), so a page's hover, focus and element rules showed through the modal. Every selector
// of the kit's stylesheet gets `:not(#\#)` (no element has the id "#"), which adds the weight of one id (1,0,0): any
// page rule written with element, class, attribute and pseudo-class selectors then loses to the kit, whatever its
// order, while the kit's own rules keep their order and weights among themselves. Run over the kit's CSS only (the
// themes' sheet sets custom properties): by rollup for `@portico/react/styles.css`, by the demo's vite config for
// the kit's sources.
import postcss from 'postcss'

/** What raises a selector: an id no element has. */
export const RAISE = ':not(#\\#)'

/** `selector` with RAISE on its subject, before a trailing pseudo-element (`.a:hover::before`). */
export function raiseSelector(selector) {
  const trimmed = selector.trim()
  let depth = 0
  let pseudoElement = -1
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed[i]
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~')) pseudoElement = -1
    else if (depth === 0 && c === ':' && trimmed[i + 1] === ':' && pseudoElement < 0) pseudoElement = i
  }
  return pseudoElement < 0
    ? `${trimmed}${RAISE}`
    : `${trimmed.slice(0, pseudoElement)}${RAISE}${trimmed.slice(pseudoElement)}`
}

/**
 * A PostCSS plugin: every style rule of the sheet raised (keyframe steps are not selectors); with `only`, just the
 * sheets whose file it accepts.
 * @param {{ only?: (file: string) => boolean }} [options]
 */
export function kitSpecificity(options = {}) {
  return {
    postcssPlugin: 'portico-kit-specificity',
    /** @param {import('postcss').Root} root */
    Once(root) {
      if (options.only && !options.only(root.source?.input.file ?? '')) return
      root.walkRules((rule) => {
        const parent = rule.parent
        if (parent?.type === 'atrule' && /keyframes$/i.test(/** @type {import('postcss').AtRule} */ (parent).name))
          return
        rule.selectors = rule.selectors.map(raiseSelector)
      })
    },
  }
}
kitSpecificity.postcss = true

/** The kit's stylesheet text, raised. */
export function raiseSpecificity(css) {
  return postcss([kitSpecificity()]).process(css, { from: undefined }).css
}

/** A rollup plugin: raises the `fileName` asset (the kit's `styles.css`) of the bundle. */
export function raiseStylesheet(fileName) {
  return {
    name: 'portico-kit-specificity',
    /** @param {unknown} _ @param {Record<string, { type: string, source?: string | Uint8Array }>} bundle */
    generateBundle(_, bundle) {
      const asset = bundle[fileName]
      if (asset?.type !== 'asset' || asset.source === undefined) return
      const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
      asset.source = raiseSpecificity(css)
    },
  }
}
