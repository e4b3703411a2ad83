import { globalStyle, style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' })

/** The two amount cards, close together, the flip between them. */
export const cards = style({ display: 'flex', flexDirection: 'column', gap: '4px' })

/** The flip sits on the seam between the cards, overlapping both. */
export const flip = style({
  display: 'flex',
  justifyContent: 'center',
  marginBlock: '-20px',
  position: 'relative',
  zIndex: 1,
  pointerEvents: 'none',
})

/** A square button with the view's background as its border, so it reads as cut into both cards. */
export const flipButton = style({
  pointerEvents: 'auto',
  boxSizing: 'border-box',
  inlineSize: '44px',
  blockSize: '44px',
  border: `4px solid ${tokens.surface}`,
  borderRadius: tokens.radiusMd,
  background: tokens.surfaceRaised,
  color: tokens.text,
  selectors: { '&:hover': { background: tokens.border } },
})

/** The figures of a quote: term at the start, value at the end. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: '6px 12px',
  margin: 0,
  paddingInline: '4px',
  fontSize: tokens.fontSizeSm,
})
globalStyle(`${details} dt`, { color: tokens.textSecondary })
globalStyle(`${details} dd`, { margin: 0, textAlign: 'end', color: tokens.text })

/** The quoted rate over the figures. */
export const rate = style({
  margin: 0,
  paddingInline: '4px',
  color: tokens.text,
  fontSize: tokens.fontSizeSm,
  fontWeight: 600,
})

export const heading = style({ margin: 0, fontSize: tokens.fontSizeMd, color: tokens.textSecondary })

export const note = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeSm })

export const tokenItem = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' })

/** The switch between the two tokens: Swap's arrows turned to point up and down. */
export const switchIcon = style({ display: 'block', transform: 'rotate(90deg)' })
