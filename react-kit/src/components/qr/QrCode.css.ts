import { style } from '@vanilla-extract/css'
import { tokens } from '../styles/tokens'

export const frame = style({
  display: 'block',
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '280px',
  marginInline: 'auto',
  padding: '12px',
  borderRadius: tokens.radiusLg,
  background: tokens.qrBackground,
})

export const code = style({ display: 'block', inlineSize: '100%', blockSize: 'auto', color: tokens.qr })

export const actions = style({ display: 'flex', gap: '8px', marginBlockStart: '12px', justifyContent: 'center' })
