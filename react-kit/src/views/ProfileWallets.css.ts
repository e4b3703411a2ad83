import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'
import { bottomSheetQuery } from '../components/styles/media'

export const view = style({ display: 'flex', flexDirection: 'column', gap: '12px' })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
})

/** One connection: a card, outlined in the accent colour when it is the active one. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${tokens.border}`,
  borderRadius: tokens.radiusMd,
  background: tokens.surfaceRaised,
  overflow: 'hidden',
  selectors: { '&[data-active]': { borderColor: tokens.accent } },
})

export const head = style({ display: 'flex', alignItems: 'center', gap: '4px', paddingInlineEnd: '4px' })

/** The connection's main button: icon, name, network, short address and balance. */
export const choose = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '56px',
  paddingBlock: '8px',
  paddingInline: '12px',
  border: 'none',
  background: 'transparent',
  color: tokens.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: tokens.radiusMd,
  ':disabled': { cursor: 'default' },
})

export const icon = style({
  inlineSize: '36px',
  blockSize: '36px',
  flexShrink: 0,
  borderRadius: tokens.radiusSm,
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  background: tokens.surface,
  color: tokens.textSecondary,
})

export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px', minInlineSize: 0, flex: 1 })

/** The wallet's name and the active badge, its balance at the end of the line. */
export const top = style({ display: 'flex', alignItems: 'center', gap: '6px', minInlineSize: 0 })

export const name = style({
  minInlineSize: 0,
  fontWeight: 600,
  fontSize: tokens.fontSizeMd,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
})

export const detail = style({
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  minInlineSize: 0,
  overflow: 'hidden',
  color: tokens.textSecondary,
  fontSize: tokens.fontSizeSm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})

export const badge = style({
  flexShrink: 0,
  paddingInline: '6px',
  borderRadius: '999px',
  background: tokens.accent,
  color: tokens.onAccent,
  fontSize: tokens.fontSizeSm,
  fontWeight: 600,
  lineHeight: '18px',
})

export const balance = style({
  marginInlineStart: 'auto',
  paddingInlineStart: '8px',
  flexShrink: 0,
  color: tokens.text,
  fontSize: tokens.fontSizeSm,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})

export const leave = style({ color: tokens.textSecondary, flexShrink: 0 })

/** The accounts a wallet granted, under its head when there are several. */
export const accounts = style({
  listStyle: 'none',
  margin: 0,
  paddingBlock: '0 8px',
  paddingInline: '60px 12px',
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
})

/** One of a wallet's accounts; the chosen one filled and checked, outlined in the accent in the active wallet. */
export const account = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  inlineSize: '100%',
  minBlockSize: '32px',
  paddingInline: '10px',
  border: `1px solid ${tokens.border}`,
  borderRadius: tokens.radiusSm,
  background: 'transparent',
  color: tokens.text,
  font: 'inherit',
  fontSize: tokens.fontSizeSm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: tokens.surface, fontWeight: 600 },
    // The accent marks what is in use: the chosen account of the active wallet only, not of the others.
    [`${card}[data-active] &[aria-pressed="true"]`]: { borderColor: tokens.accent },
  },
  '@media': { [bottomSheetQuery]: { minBlockSize: '44px' } },
})

/** An account's short address and, where the wallet says, its kind (externally owned account, smart account) under it. */
export const accountText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  minInlineSize: 0,
  paddingBlock: '4px',
  whiteSpace: 'nowrap',
})

export const accountType = style({ color: tokens.textSecondary, fontSize: '12px', fontWeight: 400 })
