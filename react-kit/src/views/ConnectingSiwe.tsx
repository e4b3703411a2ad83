import { SignInRequest } from './siwx/SignInRequest'

/** ConnectingSiwe: a sign-in with the wallet in progress; the same request as SIWXSignMessage (spec §2). */
export default function ConnectingSiwe() {
  return <SignInRequest />
}
