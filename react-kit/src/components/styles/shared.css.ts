import { style } from '@vanilla-extract/css'
import { tokens } from './tokens'

/** A visible ring for keyboard focus only; the colour is the theme's focus-ring token. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${tokens.focusRing}`, outlineOffset: '2px' },
  },
})

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
