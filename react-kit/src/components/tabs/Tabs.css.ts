import { style } from '@vanilla-extract/css'
import { tokens } from '../styles/tokens'
import { bottomSheetQuery, reducedMotionQuery } from '../styles/media'

export const tablist = style({
  display: 'flex',
  gap: '4px',
  padding: '4px',
  borderRadius: tokens.radiusMd,
  background: tokens.surfaceRaised,
})

/** Tabs share the width equally; a label longer than its share ends in an ellipsis rather than wrapping. */
export const tab = style({
  flex: '1 1 0',
  minInlineSize: 0,
  minBlockSize: '36px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'center',
  paddingBlock: '6px',
  paddingInline: '8px',
  border: 'none',
  borderRadius: tokens.radiusSm,
  background: 'transparent',
  color: tokens.textSecondary,
  font: 'inherit',
  cursor: 'pointer',
  transition: `background-color ${tokens.durationShort} ease-out`,
  selectors: {
    '&[aria-selected="true"]': { background: tokens.surface, color: tokens.text, fontWeight: 600 },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' }, [bottomSheetQuery]: { minBlockSize: '44px' } },
})

export const panel = style({ paddingBlockStart: '12px' })
