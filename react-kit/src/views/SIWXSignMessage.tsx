import { SignInRequest } from './siwx/SignInRequest'

/** SIWXSignMessage: asks the connected account to sign the sign-in message (spec §4). */
export default function SIWXSignMessage() {
  return <SignInRequest />
}
