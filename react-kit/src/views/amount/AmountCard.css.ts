import { style } from '@vanilla-extract/css'
import { tokens } from '../../components/styles/tokens'

/** One amount in its card: a label, the amount as a large number beside its token, its value and balance under. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  padding: '12px 16px',
  borderRadius: tokens.radiusLg,
  border: `1px solid transparent`,
  background: tokens.surfaceRaised,
  selectors: {
    '&[data-invalid="true"]': { borderColor: tokens.danger },
    // The field inside has no ring of its own: the card, its box, shows the keyboard's focus.
    '&:has(input:focus-visible)': { outline: `2px solid ${tokens.focusRing}`, outlineOffset: '2px' },
  },
})

export const label = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeSm, fontWeight: 600 })

/** The amount and the token pill on one line; the amount takes what the pill leaves. */
export const main = style({ display: 'flex', alignItems: 'center', gap: '8px', minBlockSize: '48px' })

/** The amount, large: typed into a field without a box of its own (the card is the box). */
export const amount = style({
  flex: 1,
  minInlineSize: 0,
  boxSizing: 'border-box',
  minBlockSize: '48px',
  padding: 0,
  border: 'none',
  borderRadius: tokens.radiusSm,
  background: 'transparent',
  color: tokens.text,
  font: 'inherit',
  fontSize: '32px',
  fontWeight: 500,
  outline: 'none',
  lineHeight: 1.2,
  fontVariantNumeric: 'tabular-nums',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '::placeholder': { color: tokens.textSecondary },
})

/** A long amount, smaller, so that it is read whole beside its token. */
export const amountLong = style({ fontSize: '24px' })

export const amountVeryLong = style({ fontSize: '18px' })

/** Under the amount: its value at the start, the balance and Max at the end. */
export const foot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  justifyContent: 'space-between',
  gap: '8px',
  minBlockSize: '20px',
  color: tokens.textSecondary,
  fontSize: tokens.fontSizeSm,
})

export const balance = style({ display: 'flex', alignItems: 'center', gap: '4px', marginInlineStart: 'auto' })

/** Max, a text button in the accent colour, as tall as a finger needs. */
export const max = style({
  minBlockSize: '44px',
  minInlineSize: '44px',
  marginBlock: '-12px',
  paddingInline: '8px',
  border: 'none',
  borderRadius: tokens.radiusSm,
  background: 'transparent',
  color: tokens.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-disabled="true"]': { color: tokens.textSecondary, cursor: 'default', textDecoration: 'none' },
  },
})

export const note = style({ margin: 0, fontSize: tokens.fontSizeSm, color: tokens.textSecondary })

export const error = style({ margin: 0, fontSize: tokens.fontSizeSm, color: tokens.danger })

/** The token beside an amount: a pill with its logo, symbol and a chevron (a list opens). */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: '8px',
  minBlockSize: '44px',
  paddingInline: '8px 10px',
  border: `1px solid ${tokens.border}`,
  borderRadius: '999px',
  background: tokens.surface,
  color: tokens.text,
  font: 'inherit',
  fontSize: tokens.fontSizeLg,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: tokens.textSecondary } },
})

/** No token chosen yet: the same pill in the accent colour, asking for one. */
export const pillEmpty = style([
  pill,
  {
    paddingInline: '14px 10px',
    borderColor: tokens.accent,
    background: tokens.accent,
    color: tokens.onAccent,
    selectors: { '&:hover': { borderColor: tokens.accent } },
  },
])

/** The symbol over its detail (the network), start-aligned. */
export const pillText = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.2 })

export const pillDetail = style({ color: tokens.textSecondary, fontSize: tokens.fontSizeSm, fontWeight: 400 })

/** The pill's chevron turned down (a list opens); down is down in both directions. */
export const pillChevron = style({ transform: 'rotate(90deg)', flexShrink: 0 })

/** A token's or currency's picture in a pill: a 24 px disc. */
export const tokenImage = style({
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: '50%',
  objectFit: 'cover',
  flexShrink: 0,
})

/** No picture: its first letter (or the currency's sign) on a disc. */
export const tokenInitial = style([
  tokenImage,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: tokens.accent,
    color: tokens.onAccent,
    fontSize: '12px',
    fontWeight: 700,
    lineHeight: 1,
  },
])
