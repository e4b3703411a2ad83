import { style } from '@vanilla-extract/css'
// The host-isolation resets come first in the stylesheet, before these rules (see tokens.ts).
import '../styles/isolation.css'

export const viewport = style({ overflowY: 'auto', overscrollBehavior: 'contain', position: 'relative' })

export const list = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none' })

export const item = style({ position: 'absolute', boxSizing: 'border-box', padding: '4px' })
