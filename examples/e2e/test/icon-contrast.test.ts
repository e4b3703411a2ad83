// The icon contrast check the views pass uses (src/iconContrast.ts), in Chromium on markup made for it: an icon in
// the text colour is measured against the backgrounds it sits on (translucent layers composed), brand marks and
// disabled controls are left out, and every CSS colour syntax is read.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchSharedBrowser, lowContrastIcons, type SharedBrowser } from '../src'

let browser: SharedBrowser
beforeAll(async () => {
  browser = await launchSharedBrowser()
})
afterAll(() => browser?.close())

const line = (color: string, label: string) =>
  `<button aria-label="${label}" style="color:${color};background:none"><svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M5 12h14"/></svg></button>`

it('flags an icon under 3:1 on its composed background and passes one above, whatever the colour syntax', async () => {
  const { page } = await browser.newSession()
  await page.setContent(`
    <div data-portico-root style="background:#1a1a1a">
      <div style="background:rgba(255,255,255,0.05)">
        ${line('#4a4a4a', 'Faint')}
        ${line('color-mix(in srgb, #fff 70%, transparent)', 'Mixed')}
        ${line('oklch(0.3 0 0)', 'Dark on dark')}
        <button aria-label="Disabled" disabled style="color:#2a2a2a;background:none"><svg width="20" height="20" viewBox="0 0 24 24" stroke="currentColor"><path d="M5 12h14"/></svg></button>
        <button aria-label="Brand" style="color:#222;background:none"><svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor"><circle cx="12" cy="12" r="9" fill="#1877F2"/></svg></button>
      </div>
    </div>`)
  const found = await lowContrastIcons(page)
  expect(found.map((icon) => icon.where).sort()).toEqual(['button "Dark on dark"', 'button "Faint"'])
  for (const icon of found) expect(icon.ratio).toBeLessThan(3)
  // The background is #1a1a1a with 5 % white over it.
  expect(found[0]?.background).toBe('rgb(38, 38, 38)')
})
