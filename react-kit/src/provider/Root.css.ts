import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

/** The kit root takes no room in the page: it only carries the theme, direction and language to its content. */
export const root = style({
  display: 'contents',
  fontFamily: tokens.fontFamily,
  color: tokens.text,
})
