import type { ReactNode } from 'react'

export interface IconProps {
  /** Width and height in CSS pixels; 20 by default. */
  size?: number
  className?: string
}

/**
 * The frame of every icon of the kit: a 24-unit square drawn in `currentColor` (a line icon unless its paths fill),
 * hidden from assistive technology: the control around it carries the name ("Copy address", "Close").
 *
 * @example <Icon size={16}><path d="M5 12.5 10 17l9-10" /></Icon>
 */
export function Icon({ size = 20, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}
