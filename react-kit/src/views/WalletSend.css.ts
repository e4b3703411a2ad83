import { globalStyle, style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

/** The receiver typed, with Paste at its end. */
export const receiverRow = style({ display: 'flex', alignItems: 'center', gap: '8px', minBlockSize: '44px' })

/** The receiver as typed, without a box of its own (the card is the box); an address in fixed-width digits. */
export const receiverInput = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '44px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: tokens.text,
  font: 'inherit',
  fontSize: tokens.fontSizeLg,
  outline: 'none',
  textOverflow: 'ellipsis',
  '::placeholder': { color: tokens.textSecondary },
})

/** Paste at the field's end: a small pill, a finger's height. */
export const pasteButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: '4px',
  minBlockSize: '44px',
  paddingInline: '12px',
  border: `1px solid ${tokens.border}`,
  borderRadius: '999px',
  background: tokens.surface,
  color: tokens.text,
  font: 'inherit',
  fontSize: tokens.fontSizeSm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: tokens.textSecondary } },
})

/** The arrow from what is sent to whom, between the amount card and the receiver. */
export const between = style({
  display: 'flex',
  justifyContent: 'center',
  marginBlock: '-10px',
  color: tokens.textSecondary,
})

/** The receiver the SDK resolved, under the field, a line between them. */
export const resolved = style({
  paddingBlockStart: '10px',
  marginBlockStart: '4px',
  borderBlockStart: `1px solid ${tokens.border}`,
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
