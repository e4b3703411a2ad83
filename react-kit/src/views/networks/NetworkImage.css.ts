import { style } from '@vanilla-extract/css'
// The host-isolation resets come first in the stylesheet, before these rules (see tokens.ts).
import '../../components/styles/isolation.css'

export const image = style({ flexShrink: 0, borderRadius: '50%', objectFit: 'cover' })

export const initial = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '50%',
  color: '#fff',
  fontWeight: 700,
  lineHeight: 1,
})
