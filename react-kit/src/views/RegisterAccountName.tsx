import { useStore } from '../hooks/useStore'
import { NAMES_NAMESPACES } from '@portico/sdk/constants'
import { accountNameIssue, fetchNameSuggestions, registerName } from '@portico/sdk/names'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button, LiveRegion, TextInput } from '../components'
import { RetryButton } from './RetryButton'
import { noticeText } from '../i18n/noticeText'
import { usePorticoContext } from '../hooks/context'
import * as viewStyles from './Connect.css'
import { fullName, nameLabel } from './names/nameLabel'
import * as styles from './names/names.css'
import { settled } from './wallets/settled'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { registerNameMessages } from '../i18n/en/registerName'

/**
 * Name registration (spec §4, §5): a name field checked as the user types (the SDK's rule), whether the name is
 * free (the service's suggestions, asked for each valid text) with free alternatives to pick, and Register, which
 * has the wallet sign the registration (`registerName`). The SDK then shows RegisterAccountNameSuccess, or this
 * view again with the service's reason. A failure (registering, or asking the service) is shown as an alert; when
 * the service could not say whether the name is free, Try again asks it again.
 */
export default function RegisterAccountName() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, registerNameMessages)
  const names = useStore(portico.$names)
  const network = useStore(portico.$network)
  const [text, setText] = useState('')
  const suggestionsId = useId()

  const label = text.trim()
  const issue = label ? accountNameIssue(label) : undefined
  const valid = label !== '' && issue === undefined
  const supported = Boolean(network.caipNetwork && NAMES_NAMESPACES.includes(network.caipNetwork.chainNamespace))

  useEffect(() => {
    if (supported && valid) settled(fetchNameSuggestions(portico, { name: label }))
  }, [portico, supported, valid, label])

  if (!supported) {
    return (
      <div className={viewStyles.view}>
        <p role="alert" className={viewStyles.error}>
          {t('registerName.unsupportedNetwork')}
        </p>
      </div>
    )
  }

  const answered = valid && names.suggestionsFor === label
  const wanted = fullName(label).toLowerCase()
  const exact = answered ? names.suggestions.find((s) => s.name.toLowerCase() === wanted) : undefined
  const alternatives = answered ? names.suggestions.filter((s) => !s.registered && s.name.toLowerCase() !== wanted) : []
  const checking = valid && !answered && names.status.suggestions === 'pending'
  const registering = names.status.register === 'pending'
  // The service could not say whether this name is free (asked again by Try again), or the last registration failed.
  const suggestionsFailed = valid && !answered && names.status.suggestions === 'error'
  const failed = (names.status.register === 'error' || suggestionsFailed) && names.error

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || registering || exact?.registered) return
    settled(registerName(portico, { name: label }))
  }

  const availability = exact
    ? exact.registered
      ? t('registerName.taken', { name: exact.name })
      : t('registerName.available', { name: exact.name })
    : ''

  return (
    <form className={viewStyles.view} onSubmit={submit} noValidate>
      <p className={viewStyles.legal}>{t('registerName.description')}</p>
      <TextInput
        label={t('registerName.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        description={valid ? fullName(label) : undefined}
        error={issue ? t(`registerName.${issue}`) : undefined}
      />
      <LiveRegion
        visible
        message={registering ? t('registerName.signToRegister') : checking ? t('registerName.checking') : availability}
      />
      {alternatives.length > 0 ? (
        <section aria-labelledby={suggestionsId}>
          <p id={suggestionsId} className={styles.suggestionsHeading}>
            {t('registerName.suggestions')}
          </p>
          <ul className={styles.suggestions}>
            {alternatives.map((suggestion) => (
              <li key={suggestion.name}>
                <Button variant="secondary" onClick={() => setText(nameLabel(suggestion.name))}>
                  {suggestion.name}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {failed ? (
        <p role="alert" className={viewStyles.error}>
          {names.error ? (names.error.reason ?? noticeText(t, names.error)) : null}
        </p>
      ) : null}
      {failed && suggestionsFailed ? (
        <RetryButton onRetry={() => settled(fetchNameSuggestions(portico, { name: label }))} />
      ) : null}
      <Button
        type="submit"
        loading={registering}
        loadingLabel={t('registerName.registering', { name: fullName(label) })}
        aria-disabled={!valid || exact?.registered || undefined}
      >
        {t('registerName.register')}
      </Button>
    </form>
  )
}
