import { globalStyle, style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

/** Max, inside the amount field: compact, in the accent colour. */
export const maxButton = style({
  paddingBlock: '4px',
  paddingInline: '10px',
  color: tokens.accent,
  fontSize: tokens.fontSizeSm,
})

export const tokenButton = style({ justifyContent: 'flex-start', textAlign: 'start' })

/** The chosen token (or the ask for one) and a chevron: the button opens the token list. */
export const tokenChoice = style({ display: 'flex', alignItems: 'center', gap: '8px', inlineSize: '100%' })

export const tokenPlaceholder = style({ flex: 1 })

export const tokenChevron = style({
  flexShrink: 0,
  color: tokens.textSecondary,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
})

export const secondary = style({ color: tokens.textSecondary, fontSize: tokens.fontSizeSm })

/** The receiver's name over its address. */
export const receiverText = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 })

export const receiver = style({ display: 'flex', alignItems: 'center', gap: '8px', minInlineSize: 0 })

export const avatar = style({
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: '50%',
  objectFit: 'cover',
  flexShrink: 0,
})

/** The full address, in fixed-width digits so it is read in one line and checked character by character. */
export const address = style({
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '11.5px',
  color: tokens.textSecondary,
})

export const summary = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 })

export const term = style({ color: tokens.textSecondary, fontSize: tokens.fontSizeSm })

export const detail = style({ margin: 0, textAlign: 'end', minInlineSize: 0, overflowWrap: 'anywhere' })

export const actions = style({ display: 'flex', gap: '8px' })

// Back and Send share the width.
globalStyle(`${actions} > *`, { flex: 1 })

/** A summary entry under its term, across the whole width (the receiver's address). */
export const wide = style({ gridColumn: '1 / -1', textAlign: 'start', marginBlockStart: '-4px' })

export const message = style({ margin: 0, color: tokens.textSecondary, textAlign: 'center' })
