import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

export const view = style({ display: 'flex', flexDirection: 'column', gap: '16px' })

export const form = style({ display: 'flex', flexDirection: 'column', gap: '8px' })

export const itemRow = style({ display: 'flex', alignItems: 'center', gap: '12px', inlineSize: '100%' })

/** "or" on a line across the view. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  color: tokens.textSecondary,
  fontSize: tokens.fontSizeSm,
  '::before': { content: '""', flex: 1, borderBlockStart: `1px solid ${tokens.border}` },
  '::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${tokens.border}` },
})

/** All Wallets' four small logos in a 40 px square. */
export const preview = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 18px)',
  gridAutoRows: '18px',
  gap: '2px',
  inlineSize: '40px',
  blockSize: '40px',
  padding: '1px',
  flexShrink: 0,
  borderRadius: tokens.radiusMd,
  background: tokens.surface,
})

export const socials = style({ display: 'flex', flexDirection: 'column', gap: '8px' })

export const socialButton = style({ inlineSize: '100%' })

export const socialIcon = style({ display: 'flex', justifyContent: 'center', inlineSize: '100%' })

/** The e-mail form's arrow: it points the other way in right-to-left text. */
export const forward = style({ display: 'block', selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } })

export const legal = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeSm, textAlign: 'center' })

export const checkbox = style({ display: 'flex', alignItems: 'flex-start', gap: '8px', fontSize: tokens.fontSizeSm })

export const link = style({ color: tokens.accent })

export const error = style({ margin: 0, color: tokens.danger, textAlign: 'center' })

/** What the user is asked to do in the wallet: a panel above the list, not an error. */
export const notice = style({
  margin: 0,
  padding: '12px 16px',
  borderRadius: tokens.radiusMd,
  border: `1px solid ${tokens.border}`,
  background: tokens.surfaceRaised,
  color: tokens.text,
  fontSize: tokens.fontSizeSm,
  textAlign: 'center',
})

/** All Wallets with nothing to preview: a wallet mark in the same square. */
export const previewEmpty = style([
  preview,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: tokens.textSecondary },
])
