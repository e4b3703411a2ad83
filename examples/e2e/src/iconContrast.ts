// The contrast of the kit's icons against what they are drawn on, as WCAG 2.2 asks of graphical objects (1.4.11,
// level AA: 3:1). axe checks text only; this checks every visible icon drawn in the current text colour (the kit's
// action icons, chevrons, marks on buttons). Brand marks in their own colours, icons on an image or a gradient, and
// those of disabled controls (exempt in WCAG) are left out.
import type { Page } from 'playwright-core'

/** WCAG 2.2's minimum contrast for graphical objects and parts of user interface components. */
export const ICON_CONTRAST_MIN = 3

export interface LowContrastIcon {
  /** The icon's control or its nearest labelled ancestor, for the report. */
  where: string
  ratio: number
  color: string
  background: string
}

/** Every visible `currentColor` icon in the kit whose contrast is below ICON_CONTRAST_MIN. */
export async function lowContrastIcons(page: Page): Promise<LowContrastIcon[]> {
  return page.evaluate((minimum) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) throw new Error('no 2D canvas')
    // Any CSS colour (rgb, color-mix, oklch…) as sRGB bytes: painted on a cleared pixel and read back.
    const rgba = (css: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = '#000'
      context.fillStyle = css
      context.fillRect(0, 0, 1, 1)
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
      return [r, g, b, a / 255]
    }
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!))
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => {
        const s = c / 255
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (hi! + 0.05) / (lo! + 0.05)
    }
    /** The solid colour behind an element: its ancestors' backgrounds composed; undefined over an image. */
    const backdrop = (element: Element): number[] | undefined => {
      const layers: [number, number, number, number][] = []
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.backgroundImage !== 'none') return undefined
        const layer = rgba(style.backgroundColor)
        if (layer[3] > 0) layers.push(layer)
        if (layer[3] >= 1) break
      }
      return layers.reduceRight<number[]>((below, layer) => over(layer, below), [255, 255, 255])
    }
    const label = (element: Element) => {
      const control = element.closest('button, a, [role], label, li, h1, h2, p')
      const name = control?.getAttribute('aria-label') ?? control?.textContent?.trim().slice(0, 40) ?? ''
      return `${control?.tagName.toLowerCase() ?? 'svg'} "${name}"`
    }
    const found = []
    for (const svg of document.querySelectorAll('[data-portico-root] svg')) {
      const box = svg.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || svg.closest('[disabled], [aria-disabled="true"]')) continue
      const style = getComputedStyle(svg)
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue
      // Drawn in the text colour: the svg paints in `currentColor` and none of its shapes has colours of its own.
      const paintsText = svg.getAttribute('stroke') === 'currentColor' || svg.getAttribute('fill') === 'currentColor'
      const ownColours = [...svg.querySelectorAll('*')].some((shape) =>
        ['fill', 'stroke'].some((paint) => !['none', 'currentColor', null].includes(shape.getAttribute(paint))),
      )
      if (!paintsText || ownColours) continue
      const behind = backdrop(svg)
      if (!behind) continue
      let opacity = 1
      for (let node: Element | null = svg; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity)
      const [r, g, b, a] = rgba(style.color)
      const color = over([r, g, b, a * opacity], behind)
      const value = ratio(color, behind)
      if (value < minimum)
        found.push({
          where: label(svg),
          ratio: Math.round(value * 100) / 100,
          color: `rgb(${color.map(Math.round).join(', ')})`,
          background: `rgb(${behind.map(Math.round).join(', ')})`,
        })
    }
    return found
  }, ICON_CONTRAST_MIN)
}
