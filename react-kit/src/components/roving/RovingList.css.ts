import { style } from '@vanilla-extract/css'
import { tokens } from '../styles/tokens'

export const list = style({
  display: 'grid',
  gap: '8px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  // 44 px: a finger's target (WCAG 2.5.5), in every list of the kit.
  minBlockSize: '44px',
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  paddingBlock: '8px',
  paddingInline: '12px',
  border: `1px solid transparent`,
  borderRadius: tokens.radiusMd,
  background: tokens.surfaceRaised,
  color: tokens.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: tokens.accent },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  },
})
