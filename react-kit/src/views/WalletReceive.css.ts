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
  justifyContent: 'center',
  gap: '8px',
  padding: 0,
  margin: 0,
  listStyle: 'none',
})

/** A network the address receives on: its mark and name in a chip. */
export const network = style({
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  paddingBlock: '4px',
  paddingInline: '6px 12px',
  borderRadius: '999px',
  background: tokens.surfaceRaised,
  color: tokens.text,
  fontSize: tokens.fontSizeSm,
})

/** The one network, its mark before the sentence. */
export const only = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '8px' })
