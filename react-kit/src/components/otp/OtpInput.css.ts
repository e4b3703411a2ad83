import { style } from '@vanilla-extract/css'
import { tokens } from '../styles/tokens'

export const otp = style({
  fontSize: tokens.fontSizeXl,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.5em',
  textAlign: 'center',
})
