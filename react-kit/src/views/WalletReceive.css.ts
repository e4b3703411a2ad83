import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

export const message = style({ margin: 0, color: tokens.textSecondary, textAlign: 'center' })

export const label = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeSm })

export const address = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, monospace',
  fontSize: tokens.fontSizeSm,
})

export const networks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  padding: 0,
  margin: 0,
  listStyle: 'none',
})

export const network = style({ display: 'flex', alignItems: 'center', gap: '8px' })
