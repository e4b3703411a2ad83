import { style } from '@vanilla-extract/css'
import { tokens } from '../../components/styles/tokens'

export const suggestionsHeading = style({
  margin: 0,
  fontSize: tokens.fontSizeSm,
  fontWeight: 600,
  color: tokens.textSecondary,
})

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const registered = style({
  margin: 0,
  textAlign: 'center',
  fontSize: tokens.fontSizeXl,
  fontWeight: 600,
  color: tokens.text,
})

/** The tick over a registered name, in the accent's disc. */
export const successIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: '50%',
  background: tokens.accent,
  color: tokens.onAccent,
})

/** The sentence under the registered name, centred like it. */
export const centred = style({ textAlign: 'center', color: tokens.textSecondary })
