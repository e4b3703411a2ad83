// The money views of the demo app (Buy, Swap, Send, Receive) filled in as a user would, in a real Chromium on the
// devnet: an amount typed and its quote shown, a token picked and a receiver typed. In the dark theme, the light
// theme, Arabic (right to left) and on a 390 px phone: no axe violation, icons in contrast, every control a finger
// presses at least 44 px high on the phone, and a screenshot of each (artifacts/money-<pass>-<view>.png).
import { loadMessages, type Messages } from '@portico/react'
import { nameCoinType } from '@portico/sdk'
import { NAME_ZONE } from '@portico/sdk/constants'
import type { Locator, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  checkA11y,
  dappPage,
  ICON_CONTRAST_MIN,
  lowContrastIcons,
  screenshot,
  useDemo,
  type ExampleFixture,
} from '../src'

const [en, ar] = await Promise.all([loadMessages('en'), loadMessages('ar')])
const { openViewButton, setBalance, walletNav, connection } = dappPage

const privateKey = generatePrivateKey()
const address = privateKeyToAccount(privateKey).address

/** A name on the devnet's name service for another devnet account: the receiver Send resolves as it is typed. */
const RECEIVER_NAME = `money-views.${NAME_ZONE}`
let receiverAddress: string

async function registerReceiverName(app: ExampleFixture) {
  const owner = privateKeyToAccount(app.devnet.accounts[7]!.privateKey)
  const message = JSON.stringify({ name: RECEIVER_NAME, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(`${app.devnet.apiUrl}/v1/profile/account?projectId=${app.devnet.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: nameCoinType(31337),
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  })
  expect(response.ok).toBe(true)
  receiverAddress = owner.address.toLowerCase()
}

const demo = useDemo({
  relay: false,
  frame: false,
  setUp: async (app) => {
    await setBalance(app.devnet.rpcUrls[31337], address, '12.5')
    await registerReceiverName(app)
  },
})

const PASS_TIMEOUT_MS = 150_000

interface MoneyView {
  view: string
  title(m: Messages): string
  /** Opens the view and fills it in; resolves once what the user waits for is shown. */
  fill(page: Page, dialog: Locator, m: Messages): Promise<void>
}

const VIEWS: MoneyView[] = [
  {
    view: 'Buy',
    title: (m) => m.shell.titles.Buy,
    fill: async (page, dialog, m) => {
      await openViewButton(page, 'Open Buy crypto').click()
      await dialog.getByRole('list', { name: m.buy.providerList }).waitFor()
      await dialog.getByRole('textbox', { name: m.buy.amount, exact: true }).fill('100')
      // The quote follows the amount: the total shows once it has come.
      await dialog.getByText(m.buy.total, { exact: true }).waitFor()
    },
  },
  {
    view: 'Swap',
    title: (m) => m.shell.titles.Swap,
    fill: async (page, dialog, m) => {
      await openViewButton(page, 'Open Swap').click()
      await dialog.getByRole('button', { name: m.swap.chooseToken.replace('{side}', m.swap.youReceive) }).click()
      const picker = page.getByRole('dialog', { name: m.shell.titles.SwapSelectToken, exact: true })
      await picker.getByRole('list', { name: m.swap.allTokens }).getByRole('button', { name: /^USDC/ }).click()
      await dialog.getByRole('textbox', { name: m.swap.youPay }).fill('0.1')
      await dialog.getByText(m.swap.priceImpact, { exact: true }).waitFor()
    },
  },
  {
    view: 'Send',
    title: (m) => m.shell.titles.Send,
    fill: async (page, dialog, m) => {
      await openViewButton(page, 'Open Send').click()
      await dialog.getByRole('button', { name: m.send.selectToken }).click()
      await dialog.getByRole('button', { name: /^ETH/ }).click()
      await dialog.getByRole('textbox', { name: m.send.amountLabel, exact: true }).fill('0.25')
      // A name, resolved while the field still has focus: its avatar, the name and the address it stands for.
      await dialog.getByRole('textbox', { name: m.send.receiverLabel, exact: true }).fill(RECEIVER_NAME)
      await dialog.getByText(receiverAddress, { exact: true }).waitFor()
    },
  },
  {
    view: 'Receive',
    title: (m) => m.shell.titles.Receive,
    fill: async (page, dialog) => {
      await openViewButton(page, 'Open Receive').click()
      await dialog.getByRole('img').first().waitFor()
    },
  },
]

interface Pass {
  name: string
  viewport?: { width: number; height: number }
  locale?: 'ar'
  prepare?(page: Page): Promise<void>
}

/** Controls in the dialog lower than a finger's 44 px. */
const smallControls = (page: Page) =>
  page.getByRole('dialog').evaluate((dialog) =>
    [...dialog.querySelectorAll('button, [role="tab"], input:not([type="checkbox"])')]
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => ({
        control: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName,
        height: Math.round(control.getBoundingClientRect().height),
      }))
      .filter(({ height }) => height < 44),
  )

async function visitMoneyViews(pass: Pass) {
  const { page } = await demo.open({ viewport: pass.viewport, wallets: [{ privateKey }] })
  const m = pass.locale === 'ar' ? ar : en
  await pass.prepare?.(page)
  await walletNav(page).getByRole('button', { name: m.start.buttons.connect }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${dappPage.WALLET_NAME}`) })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: m.siwx.sign, exact: true }).click()
  await connection(page).getByText(address, { exact: true }).waitFor()
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
  const found: Record<string, unknown[]> = {}
  for (const visit of VIEWS) {
    const dialog = page.getByRole('dialog', { name: visit.title(m), exact: true })
    await visit.fill(page, dialog, m)
    await screenshot(page, `money-${pass.name}-${visit.view}`, { fullPage: false })
    const problems: unknown[] = await checkA11y(page)
    for (const icon of await lowContrastIcons(page))
      problems.push(`icon ${icon.where}: ${icon.ratio}:1, under ${ICON_CONTRAST_MIN}:1`)
    if (pass.viewport) problems.push(...(await smallControls(page)))
    if (problems.length > 0) found[visit.view] = problems
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
  }
  return found
}

describe('the money views filled in', () => {
  it(
    'dark theme: no axe violation, icons in contrast',
    async () => {
      expect(await visitMoneyViews({ name: 'dark' })).toEqual({})
    },
    PASS_TIMEOUT_MS,
  )

  it(
    'light theme: no axe violation, icons in contrast',
    async () => {
      const prepare = async (page: Page) => {
        await page.getByRole('radio', { name: 'Light' }).check()
        await page.locator('html[data-theme="light"]').waitFor({ state: 'attached' })
      }
      expect(await visitMoneyViews({ name: 'light', prepare })).toEqual({})
    },
    PASS_TIMEOUT_MS,
  )

  it(
    'Arabic, right to left: no axe violation',
    async () => {
      const prepare = async (page: Page) => {
        await page.getByRole('combobox', { name: 'Language' }).selectOption('ar')
        await walletNav(page).getByRole('button', { name: ar.start.buttons.connect }).waitFor()
      }
      expect(await visitMoneyViews({ name: 'ar', locale: 'ar', prepare })).toEqual({})
    },
    PASS_TIMEOUT_MS,
  )

  it(
    'a 390 px phone: no axe violation, every control at least 44 px high',
    async () => {
      expect(await visitMoneyViews({ name: '390px', viewport: { width: 390, height: 844 } })).toEqual({})
    },
    PASS_TIMEOUT_MS,
  )
})
