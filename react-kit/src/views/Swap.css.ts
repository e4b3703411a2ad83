import { globalStyle, style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

/** One side of the swap (what is paid, what is received). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  paddingBlock: '12px',
  paddingInline: '12px',
  borderRadius: tokens.radiusMd,
  background: tokens.surfaceRaised,
})

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' })

export const label = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeSm })

export const amountOut = style({ fontSize: tokens.fontSizeXl, color: tokens.text, overflowWrap: 'anywhere' })

export const switchRow = style({ display: 'flex', justifyContent: 'center' })

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: '4px 12px',
  margin: 0,
  fontSize: tokens.fontSizeSm,
})
globalStyle(`${details} dt`, { color: tokens.textSecondary })
globalStyle(`${details} dd`, { margin: 0, textAlign: 'end', color: tokens.text })

export const heading = style({ margin: 0, fontSize: tokens.fontSizeMd, color: tokens.textSecondary })

export const note = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeSm })

export const tokenItem = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' })

/** The switch between the two tokens: Swap's arrows turned to point up and down. */
export const switchIcon = style({ display: 'block', transform: 'rotate(90deg)' })

/** The token of a side: a pill with its logo, symbol and a chevron, at the panel's start. */
export const tokenPill = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: '8px',
  minBlockSize: '44px',
  paddingInline: '12px',
  border: `1px solid ${tokens.border}`,
  borderRadius: '999px',
  background: tokens.surface,
  color: tokens.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: tokens.textSecondary } },
})

/** No token chosen yet: the same pill in the accent colour, asking for one. */
export const tokenPillEmpty = style([
  tokenPill,
  {
    borderColor: tokens.accent,
    background: tokens.accent,
    color: tokens.onAccent,
    selectors: { '&:hover': { borderColor: tokens.accent } },
  },
])

/** The pill's chevron turned down (a list opens), and mirrored nowhere: down is down in both directions. */
export const pillChevron = style({ transform: 'rotate(90deg)', flexShrink: 0 })
