import { Icon, type IconProps } from './Icon'

/** An arrow pointing down: from one card to the next (what is sent, then to whom). */
export const ArrowDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4.5v15M6.5 14l5.5 5.5 5.5-5.5" />
  </Icon>
)
