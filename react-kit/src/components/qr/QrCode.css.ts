import { style } from '@vanilla-extract/css'
import { tokens } from '../styles/tokens'

export const frame = style({
  position: 'relative',
  display: 'block',
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '280px',
  marginInline: 'auto',
  padding: '12px',
  borderRadius: tokens.radiusLg,
  background: tokens.qrBackground,
})

/** The logo in the middle, on the code's light background, about a fifth of its width. */
export const logo = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  padding: '6px',
  borderRadius: tokens.radiusMd,
  background: tokens.qrBackground,
  selectors: { '[dir="rtl"] &': { transform: 'translate(50%, -50%)' } },
})

export const code = style({ display: 'block', inlineSize: '100%', blockSize: 'auto', color: tokens.qr })

export const actions = style({ display: 'flex', gap: '8px', marginBlockStart: '12px', justifyContent: 'center' })
