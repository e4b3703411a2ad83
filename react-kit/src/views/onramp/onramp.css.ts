import { style } from '@vanilla-extract/css'
import { tokens } from '../../components/styles/tokens'

/** A provider's logo in its row. */
export const mark = style({ flexShrink: 0, borderRadius: '50%' })

export const initial = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: '50%',
  background: tokens.surface,
  color: tokens.text,
  fontWeight: 700,
})

/** A provider's row: logo, then its name over the ways to pay, the fee at the end. */
export const provider = style({ display: 'flex', alignItems: 'center', gap: '12px', inlineSize: '100%' })

export const providerText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '4px',
  flex: 1,
  minInlineSize: 0,
})

/** The provider's name, its fee range at the end of the same line. */
export const providerHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '8px',
  inlineSize: '100%',
})

export const providerName = style({ fontWeight: 600 })

export const fee = style({ color: tokens.textSecondary, fontSize: tokens.fontSizeSm, whiteSpace: 'nowrap' })

export const methods = style({ display: 'flex', flexWrap: 'wrap', gap: '4px' })

export const method = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  paddingBlock: '2px',
  paddingInline: '6px',
  borderRadius: tokens.radiusSm,
  background: tokens.surface,
  color: tokens.textSecondary,
  fontSize: tokens.fontSizeSm,
})

/** The chosen provider's check, in the accent colour. */
export const check = style({ flexShrink: 0, color: tokens.accent })

/** The amounts offered at a tap, in a row of equal buttons. */
export const presets = style({ display: 'flex', gap: '8px' })

export const preset = style({
  flex: 1,
  minBlockSize: '44px',
  border: `1px solid ${tokens.border}`,
  borderRadius: '999px',
  background: 'transparent',
  color: tokens.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: tokens.textSecondary },
    '&[aria-pressed="true"]': { borderColor: tokens.accent, background: tokens.accent, color: tokens.onAccent },
  },
})

/** A small heading over the providers. */
export const heading = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeSm, fontWeight: 600 })
