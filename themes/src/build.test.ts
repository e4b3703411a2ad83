// @vitest-environment node
import { rollup, type OutputAsset, type OutputChunk, type RollupOptions } from 'rollup'
import { describe, expect, it } from 'vitest'
import { contractNames } from './contractNames'

// Builds the themes package in memory with the repository's own rollup config (the real build, nothing written).
async function buildThemes() {
  // The config is plain JS (no types), so it is imported by URL.
  const configUrl = new URL('../../rollup.config.mjs', import.meta.url).href
  // It exports a function: the chunk groups come from a first build (see rollup.config.mjs).
  const config = ((await import(configUrl)) as { default: () => Promise<RollupOptions[]> }).default
  const entries = await config()
  const options = entries.find((entry) => !Array.isArray(entry.output) && entry.output?.dir === 'themes/dist')
  if (!options || Array.isArray(options.output) || !options.output)
    throw new Error('no themes build in rollup.config.mjs')
  const bundle = await rollup({ ...options, onwarn: () => {} })
  const { output } = await bundle.generate(options.output)
  await bundle.close()
  const css = output.find((file): file is OutputAsset => file.type === 'asset' && file.fileName === 'styles.css')
  const js = output.filter((file): file is OutputChunk => file.type === 'chunk')
  return { css: String(css?.source ?? ''), js: js.map((chunk) => chunk.code).join('\n') }
}

describe('themes build', () => {
  it('extracts static CSS with both themes scoped by the root attribute', async () => {
    const { css, js } = await buildThemes()
    expect(css).toContain('[data-portico-theme] {')
    expect(css).toContain('[data-portico-theme]:not([data-portico-theme="light"]) {')
    expect(css).toContain('[data-portico-theme="light"] {')
    expect(css).not.toMatch(/:root|html|body/)
    for (const name of contractNames()) expect(css).toContain(`${name}:`)
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\[data-portico-theme\] \{\s*--portico-duration-short: 0ms;/,
    )
    expect(css).toContain(
      'color-mix(in srgb, #141414 calc(100% - var(--portico-color-mix-strength) * 1%), var(--portico-color-mix))',
    )

    // The runtime JS is plain data and functions: no DOM access, no style injection, no CSS import.
    expect(js).not.toMatch(/document|createElement|insertRule|<style|\.css['"]/)
    expect(js).toContain('"var(--portico-color-accent)"')
  }, 20_000)
})
