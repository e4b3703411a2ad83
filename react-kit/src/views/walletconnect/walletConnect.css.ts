import { style } from '@vanilla-extract/css'
import { tokens } from '../../components/styles/tokens'

/** "Get <wallet>": the wallet's store page, a quiet row under the QR code. */
export const getApp = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  minBlockSize: '44px',
  borderRadius: tokens.radiusMd,
  background: tokens.surfaceRaised,
  color: tokens.text,
  fontWeight: 600,
  textDecoration: 'none',
})

/** The time left on a pairing link, under its QR code: a small clock and the minutes and seconds. */
export const countdown = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  color: tokens.textSecondary,
  fontSize: tokens.fontSizeSm,
  fontVariantNumeric: 'tabular-nums',
})
