import { style } from '@vanilla-extract/css'
import { tokens } from '../styles/tokens'

export const field = style({ display: 'flex', flexDirection: 'column', gap: '4px' })

export const label = style({ fontSize: tokens.fontSizeSm, fontWeight: 600, color: tokens.text })

export const input = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: '44px',
  paddingBlock: '10px',
  paddingInline: '14px',
  border: `1px solid ${tokens.border}`,
  borderRadius: tokens.radiusMd,
  background: tokens.surfaceRaised,
  color: tokens.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: tokens.danger },
  },
})

export const box = style({ position: 'relative' })

/** Room for the control at the field's end. */
export const withEnd = style({ paddingInlineEnd: '48px' })

export const end = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: '4px',
  display: 'flex',
  alignItems: 'center',
})

export const description = style({ margin: 0, fontSize: tokens.fontSizeSm, color: tokens.textSecondary })

export const error = style({ margin: 0, fontSize: tokens.fontSizeSm, color: tokens.danger })
