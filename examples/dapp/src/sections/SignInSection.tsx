import { useStore } from '@nanostores/react'
import { usePortico } from '@portico/react'
import { disconnect, type Portico } from '@portico/sdk'
import { openSignIn, type SiwxSession } from '@portico/sdk/siwx'
import { useCallback, useEffect, useState } from 'react'
import { errorText } from './errorText'
import { Feedback, Section } from './Section'

type Sessions =
  | { status: 'loading' }
  | { status: 'ready'; sessions: SiwxSession[] }
  | { status: 'error'; message: string }

/** The sign-in sessions of the connected account on the active network, read again whenever sign-in moves. */
function useSessions(portico: Portico): [Sessions, () => void] {
  const { address } = useStore(portico.$account)
  const { caipNetwork } = useStore(portico.$network)
  const { status, awaiting } = useStore(portico.$siwx)
  const [sessions, setSessions] = useState<Sessions>({ status: 'loading' })
  const [version, setVersion] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a sign-in's status, the account it awaits and a reload (version) are when to read the sessions again
  useEffect(() => {
    const siwx = portico.$options.get().siwx
    if (!siwx || !address || !caipNetwork) return
    let current = true
    setSessions({ status: 'loading' })
    siwx.getSessions(caipNetwork.caipNetworkId, address).then(
      (found) => current && setSessions({ status: 'ready', sessions: found }),
      (error: unknown) => current && setSessions({ status: 'error', message: errorText(error) }),
    )
    return () => {
      current = false
    }
  }, [portico, address, caipNetwork, status, awaiting, version])
  return [sessions, useCallback(() => setVersion((n) => n + 1), [])]
}

/** Sign-in with the wallet (SIWX): signed in as whom, sign out, or sign in. */
export function SignInSection() {
  const portico = usePortico()
  const { required } = useStore(portico.$siwx)
  const [sessions, refresh] = useSessions(portico)
  const [pending, setPending] = useState<string>()
  const [failure, setFailure] = useState<string>()

  const act = async (message: string, action: () => Promise<unknown>) => {
    setPending(message)
    setFailure(undefined)
    try {
      await action()
    } catch (error) {
      setFailure(errorText(error))
    } finally {
      setPending(undefined)
      refresh()
    }
  }
  const signOut = () =>
    act('Signing out…', async () => {
      const siwx = portico.$options.get().siwx
      const { caipNetwork } = portico.$network.get()
      const { address } = portico.$account.get()
      if (siwx && caipNetwork && address) await siwx.revokeSession(caipNetwork.caipNetworkId, address)
      if (required) await disconnect(portico)
    })
  const signIn = () => act('Opening the sign-in request…', () => openSignIn(portico))

  const session = sessions.status === 'ready' ? sessions.sessions[0] : undefined
  return (
    <Section title="Sign in with your wallet">
      {sessions.status === 'loading' ? <p>Checking the sign-in…</p> : null}
      {session ? (
        <>
          <p>
            Signed in as <span className="mono">{session.data.accountAddress}</span>
          </p>
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </>
      ) : sessions.status === 'ready' ? (
        <>
          <p>Not signed in.</p>
          <button type="button" onClick={() => void signIn()}>
            Sign in
          </button>
        </>
      ) : null}
      <Feedback pending={pending} error={failure ?? (sessions.status === 'error' ? sessions.message : undefined)} />
    </Section>
  )
}
