/**
 * A small stand-in for lucide-react's `createLucideIcon`, used by the browser and server builds
 * (the `iconShim` of package.json's "app"; server/framework/build/plugins.ts). Lucide's own builds
 * each icon through a general machine (context provider, kebab/pascal case helpers, class merging)
 * on every render, and every page's first load would carry it (bench/README.md, "Measures kept").
 * This renders exactly the same markup for the props Hale uses (`size`, `width`, `height`,
 * `color`, `strokeWidth`, `absoluteStrokeWidth`, `className`, any other attribute, children):
 * lucide-icon.test.ts compares it with lucide's output for every icon Hale imports, so pages keep
 * lucide's markup. Hale uses no `LucideProvider`, so there is no context to read.
 */
import {createElement, forwardRef, type ReactNode, type SVGProps} from 'react'

type IconNode = [tag: string, attributes: Record<string, string>][]

export interface IconData {
  name: string
  size?: number
  node: IconNode
  aliases?: string[]
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string
  absoluteStrokeWidth?: boolean
  children?: ReactNode
}

const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some((name) => (name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null)

export default function createLucideIcon(icon: IconData) {
  const iconClasses = ['lucide', `lucide-${icon.name}`, ...(icon.aliases ?? []).filter((alias) => typeof alias === 'string' && alias.trim() !== '').map((alias) => `lucide-${alias}`)]
  const viewBoxSize = icon.size ?? 24
  // The drawing is the same on every render: its elements are made once (React never changes an element).
  const drawing = icon.node.map(([tag, nodeAttributes], index) => createElement(tag, {key: index, ...nodeAttributes}))
  const ownClasses = [...new Set(iconClasses)].join(' ')
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon({color, size, width, height, strokeWidth, absoluteStrokeWidth, className = '', children, ...rest}, ref) {
    const given = strokeWidth ?? 2
    const className_ = className === '' ? ownClasses : [...new Set([...iconClasses, ...className.split(/\s+/).filter(Boolean)])].join(' ')
    const attributes: Record<string, unknown> = {
      ref,
      xmlns: 'http://www.w3.org/2000/svg',
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      viewBox: `0 0 ${viewBoxSize} ${viewBoxSize}`,
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth: absoluteStrokeWidth ? Number(given) * viewBoxSize / Number(width ?? size ?? 24) : given,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: className_,
      ...(children || hasA11yProp(rest) ? {} : {'aria-hidden': 'true'}),
      ...rest,
    }
    return createElement('svg', attributes, children === undefined ? drawing : [...drawing, ...(Array.isArray(children) ? children : [children])])
  })
}
