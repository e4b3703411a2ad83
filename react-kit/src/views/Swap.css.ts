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
